// Reports: where the workout log meets the charts; described in Reports.docc/Reports.md.
