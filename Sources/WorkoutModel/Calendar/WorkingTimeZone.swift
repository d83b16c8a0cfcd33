import Foundation

/// The time zone a command works in, resolved here for every command (the
/// log's settings, the chart requests, the import, the demo).
package enum WorkingTimeZone {
    /// The zone the command line names (`--tz`) wins, then the one the log or
    /// config file sets, then the system's (`TZ`, else `/etc/localtime`).
    package static func resolve(flag: String?, configured: String?,
                                environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(DateInputError) -> TimeZone {
        if let flag { return try DateInput.timeZone(flag) }
        if let configured { return try DateInput.timeZone(configured) }
        return try SystemTimeZone.current(environment: environment)
    }
}
