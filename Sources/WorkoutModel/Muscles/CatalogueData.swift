// RepChart's exercise catalogue, written for RepChart from anatomy (which
// muscles move the joints, and which steady them). Format: docs/catalogue.md.
//
//   Name (Equipment, Equipment…) | primary muscles | secondary muscles
//
// A line with several equipments in parentheses is one exercise per
// equipment. Muscles are the slugs of `MuscleGroup`. Keep lines sorted by
// body part; a name may appear once per equipment.
extension ExerciseCatalogue {
    static let source = """
    # Chest
    Bench Press (Barbell, Dumbbell, Smith Machine, Cable) | chest | triceps, front-delts
    Incline Bench Press (Barbell, Dumbbell, Smith Machine) | chest, front-delts | triceps
    Decline Bench Press (Barbell, Dumbbell, Smith Machine) | chest | triceps, front-delts
    Close Grip Bench Press (Barbell, Dumbbell) | triceps, chest | front-delts
    Floor Press (Barbell, Dumbbell) | chest, triceps | front-delts
    Chest Press (Machine, Band) | chest | triceps, front-delts
    Incline Chest Press (Machine) | chest, front-delts | triceps
    Chest Fly (Dumbbell, Machine, Cable, Band) | chest | front-delts
    Incline Chest Fly (Dumbbell, Cable) | chest, front-delts |
    Fly (Dumbbell, Cable, Machine) | chest | front-delts
    Pec Deck (Machine) | chest | front-delts
    Butterfly (Pec Deck, Machine) | chest | front-delts
    Iso-Lateral Chest Press (Machine) | chest | triceps, front-delts
    Cable Crossover (Cable) | chest | front-delts
    Low Cable Fly (Cable) | chest, front-delts |
    Push Up | chest | triceps, front-delts, abs
    Incline Push Up | chest | triceps, front-delts
    Decline Push Up | chest, front-delts | triceps
    Diamond Push Up | triceps, chest | front-delts
    Push Up (Weighted, Knees) | chest | triceps, front-delts
    Chest Dip (Bodyweight, Weighted, Assisted) | chest, triceps | front-delts
    Pullover (Dumbbell, Barbell) | chest, lats | triceps
    Svend Press (Plate) | chest | front-delts
    Landmine Press (Barbell) | front-delts, chest | triceps
    # Back
    Deadlift (Barbell, Dumbbell, Trap Bar, Smith Machine) | glutes, hamstrings, lower-back | quads, upper-back, forearms, lats
    Sumo Deadlift (Barbell) | glutes, quads, adductors | hamstrings, lower-back, upper-back, forearms
    Romanian Deadlift (Barbell, Dumbbell) | hamstrings, glutes | lower-back, forearms
    Stiff Leg Deadlift (Barbell, Dumbbell) | hamstrings | glutes, lower-back
    Rack Pull (Barbell) | lower-back, glutes, upper-back | hamstrings, forearms
    Good Morning (Barbell) | hamstrings, lower-back | glutes
    Back Extension (Bodyweight, Weighted, Machine) | lower-back | glutes, hamstrings
    Hyperextension | lower-back | glutes, hamstrings
    Reverse Hyperextension (Machine) | glutes, lower-back | hamstrings
    Superman | lower-back | glutes
    Pull Up (Bodyweight, Weighted, Assisted, Band) | lats | biceps, upper-back, rear-delts, forearms
    Chin Up (Bodyweight, Weighted, Assisted) | lats, biceps | upper-back, forearms
    Neutral Grip Pull Up | lats | biceps, upper-back, forearms
    Wide Pull Up | lats | upper-back, biceps, rear-delts
    Muscle Up | lats, triceps | chest, biceps, front-delts, abs
    Lat Pulldown (Cable, Machine, Band) | lats | biceps, upper-back, rear-delts
    Close Grip Lat Pulldown (Cable) | lats | biceps, upper-back
    Reverse Grip Lat Pulldown (Cable) | lats, biceps | upper-back
    Single Arm Lat Pulldown (Cable) | lats | biceps, upper-back
    Straight Arm Pulldown (Cable, Band) | lats | triceps, rear-delts
    Bent Over Row (Barbell, Dumbbell) | upper-back, lats | biceps, rear-delts, lower-back, forearms
    Pendlay Row (Barbell) | upper-back, lats | biceps, rear-delts, lower-back
    Dumbbell Row | lats, upper-back | biceps, rear-delts
    Row (Barbell, Cable, Machine, Band) | upper-back, lats | biceps, rear-delts
    Single Arm Row (Dumbbell, Cable) | lats, upper-back | biceps, rear-delts
    Seated Row (Cable, Machine) | upper-back, lats | biceps, rear-delts
    Iso-Lateral Row (Machine) | upper-back, lats | biceps, rear-delts
    Low Row (Cable, Machine) | upper-back, lats | biceps, rear-delts
    Landmine Row (Barbell) | upper-back, lats | biceps, rear-delts, lower-back
    Seated Wide Grip Row (Cable) | upper-back, rear-delts | lats, biceps
    T Bar Row (Barbell, Machine) | upper-back, lats | biceps, rear-delts, lower-back
    Chest Supported Row (Dumbbell, Machine) | upper-back, lats | biceps, rear-delts
    Seal Row (Barbell, Dumbbell) | upper-back, lats | biceps, rear-delts
    Meadows Row (Barbell) | lats, upper-back | biceps, rear-delts, forearms
    Inverted Row (Bodyweight) | upper-back, lats | biceps, rear-delts
    Renegade Row (Dumbbell) | lats, upper-back | abs, obliques, biceps
    Shrug (Barbell, Dumbbell, Smith Machine, Trap Bar, Machine, Cable) | upper-back | forearms, neck
    Face Pull (Cable, Band) | rear-delts, upper-back | side-delts
    Reverse Fly (Dumbbell, Machine, Cable, Band) | rear-delts | upper-back
    Band Pull Apart (Band) | rear-delts, upper-back |
    # Shoulders
    Overhead Press (Barbell, Dumbbell, Smith Machine, Kettlebell) | front-delts | triceps, side-delts, upper-back
    Seated Overhead Press (Barbell, Dumbbell) | front-delts | triceps, side-delts
    Shoulder Press (Machine, Dumbbell, Band, Cable) | front-delts | triceps, side-delts
    Push Press (Barbell, Dumbbell) | front-delts, triceps | quads, glutes, side-delts
    Arnold Press (Dumbbell) | front-delts, side-delts | triceps
    Behind The Neck Press (Barbell) | front-delts, side-delts | triceps, upper-back
    Z Press (Barbell, Dumbbell) | front-delts | triceps, abs
    Handstand Push Up | front-delts, triceps | upper-back, chest
    Pike Push Up | front-delts | triceps, chest
    Lateral Raise (Dumbbell, Cable, Machine, Band) | side-delts | upper-back
    Seated Lateral Raise (Dumbbell) | side-delts |
    Front Raise (Dumbbell, Barbell, Cable, Plate, Band) | front-delts | chest
    Upright Row (Barbell, Dumbbell, Cable) | side-delts, upper-back | biceps, front-delts
    Rear Delt Row (Dumbbell, Cable) | rear-delts | upper-back, biceps
    Y Raise (Dumbbell, Cable) | side-delts, upper-back | rear-delts
    Cuban Rotation (Dumbbell) | rear-delts | upper-back
    External Rotation (Cable, Dumbbell, Band) | rear-delts |
    # Biceps
    Bicep Curl (Barbell, Dumbbell, Cable, Machine, Band, EZ Bar) | biceps | forearms
    Curl | biceps | forearms
    Hammer Curl (Dumbbell, Cable, Band) | biceps, forearms |
    Preacher Curl (Barbell, Dumbbell, Machine, EZ Bar) | biceps |
    Incline Curl (Dumbbell) | biceps |
    Concentration Curl (Dumbbell) | biceps |
    Spider Curl (Dumbbell, Barbell) | biceps |
    Drag Curl (Barbell) | biceps |
    Bayesian Curl (Cable) | biceps |
    Reverse Curl (Barbell, Dumbbell, EZ Bar, Cable) | forearms, biceps |
    Zottman Curl (Dumbbell) | biceps, forearms |
    Cable Curl (Cable) | biceps | forearms
    21s Bicep Curl (Barbell) | biceps | forearms
    # Triceps
    Triceps Pushdown (Cable, Band) | triceps |
    Triceps Rope Pushdown (Cable) | triceps |
    Triceps Extension (Dumbbell, Cable, Barbell, Machine, EZ Bar) | triceps |
    Overhead Triceps Extension (Dumbbell, Cable, EZ Bar) | triceps |
    Skullcrusher (Barbell, Dumbbell, EZ Bar) | triceps |
    Triceps Kickback (Dumbbell, Cable) | triceps |
    Triceps Dip (Bodyweight, Weighted, Assisted, Machine) | triceps | chest, front-delts
    Bench Dip | triceps | chest, front-delts
    JM Press (Barbell) | triceps | chest
    Tate Press (Dumbbell) | triceps |
    # Forearms
    Wrist Curl (Barbell, Dumbbell) | forearms |
    Reverse Wrist Curl (Barbell, Dumbbell) | forearms |
    Farmers Walk (Dumbbell, Kettlebell, Trap Bar) | forearms, upper-back | abs, obliques, glutes, quads
    Dead Hang | forearms | lats
    Plate Pinch | forearms |
    Wrist Roller | forearms |
    # Legs
    Squat (Barbell, Dumbbell, Smith Machine, Bodyweight) | quads, glutes | adductors, lower-back, hamstrings
    Back Squat (Barbell) | quads, glutes | adductors, lower-back, hamstrings
    Front Squat (Barbell, Dumbbell) | quads | glutes, upper-back, abs
    Box Squat (Barbell) | quads, glutes | hamstrings, adductors, lower-back
    Pause Squat (Barbell) | quads, glutes | adductors, lower-back
    Goblet Squat (Dumbbell, Kettlebell) | quads, glutes | adductors, abs
    Hack Squat (Machine, Barbell) | quads | glutes
    Pendulum Squat (Machine) | quads | glutes
    Belt Squat (Machine) | quads, glutes | adductors
    Zercher Squat (Barbell) | quads, glutes | upper-back, abs
    Overhead Squat (Barbell) | quads, glutes | side-delts, upper-back, abs
    Sissy Squat | quads |
    Pistol Squat | quads, glutes | adductors
    Jump Squat | quads, glutes | calves
    Split Squat (Barbell, Dumbbell, Bodyweight) | quads, glutes | adductors, hamstrings
    Bulgarian Split Squat (Barbell, Dumbbell, Smith Machine) | quads, glutes | adductors, hamstrings
    Lunge (Barbell, Dumbbell, Bodyweight) | quads, glutes | adductors, hamstrings
    Walking Lunge (Barbell, Dumbbell, Bodyweight) | quads, glutes | adductors, hamstrings
    Reverse Lunge (Barbell, Dumbbell) | glutes, quads | adductors, hamstrings
    Lateral Lunge (Dumbbell, Bodyweight) | adductors, quads, glutes |
    Curtsy Lunge (Dumbbell) | glutes, quads | adductors
    Step Up (Dumbbell, Barbell, Bodyweight) | quads, glutes | hamstrings
    Leg Press (Machine) | quads, glutes | adductors, hamstrings
    Single Leg Press (Machine) | quads, glutes | hamstrings
    Leg Extension (Machine) | quads |
    Leg Curl (Machine, Dumbbell, Band) | hamstrings | calves
    Lying Leg Curl (Machine) | hamstrings | calves
    Seated Leg Curl (Machine) | hamstrings |
    Nordic Hamstring Curl | hamstrings |
    Glute Ham Raise | hamstrings | glutes, calves
    Hip Thrust (Barbell, Machine, Dumbbell, Smith Machine) | glutes | hamstrings, quads
    Glute Bridge (Barbell, Bodyweight, Dumbbell) | glutes | hamstrings
    Single Leg Glute Bridge | glutes | hamstrings
    Glute Kickback (Cable, Machine, Band) | glutes | hamstrings
    Hip Abduction (Machine, Cable, Band) | glutes |
    Hip Abductor (Machine) | glutes |
    Hip Adductor (Machine) | adductors |
    Hip Adduction (Machine, Cable) | adductors |
    Copenhagen Plank | adductors | obliques
    Cable Pull Through (Cable) | glutes, hamstrings |
    Kettlebell Swing (Kettlebell) | glutes, hamstrings | lower-back, front-delts, forearms
    Single Leg Romanian Deadlift (Dumbbell, Kettlebell) | hamstrings, glutes | lower-back
    Standing Calf Raise (Machine, Dumbbell, Barbell, Smith Machine, Bodyweight) | calves |
    Seated Calf Raise (Machine, Dumbbell) | calves |
    Calf Press (Machine) | calves |
    Donkey Calf Raise | calves |
    Calf Raise | calves |
    Tibialis Raise | calves |
    Box Jump | quads, glutes | calves, hamstrings
    Broad Jump | quads, glutes | calves, hamstrings
    # Olympic and full body
    Clean (Barbell) | glutes, hamstrings, quads | upper-back, calves, forearms, lower-back
    Power Clean (Barbell) | glutes, hamstrings, quads | upper-back, calves, forearms, lower-back
    Hang Clean (Barbell) | glutes, hamstrings, upper-back | quads, forearms
    Clean and Jerk (Barbell) | quads, glutes, front-delts | triceps, hamstrings, upper-back
    Snatch (Barbell) | glutes, hamstrings, quads | upper-back, side-delts, triceps, lower-back
    Power Snatch (Barbell) | glutes, hamstrings | upper-back, side-delts, quads
    Thruster (Barbell, Dumbbell, Kettlebell) | quads, front-delts | glutes, triceps
    Clean and Press (Barbell, Dumbbell, Kettlebell) | front-delts, glutes | quads, hamstrings, triceps, upper-back
    Turkish Get Up (Kettlebell) | front-delts, abs | obliques, glutes, triceps
    Burpee | quads, chest | front-delts, triceps, abs
    Sled Push | quads, glutes | calves, front-delts
    Sled Pull | hamstrings, upper-back | glutes, biceps
    Battle Ropes | front-delts | forearms, abs
    Wall Ball | quads, front-delts | glutes, triceps
    # Core
    Plank | abs | obliques, front-delts
    Side Plank | obliques | abs, glutes
    Crunch (Bodyweight, Machine, Cable, Weighted) | abs |
    Bicycle Crunch | abs, obliques |
    Reverse Crunch | abs |
    Sit Up (Bodyweight, Weighted) | abs | obliques
    Decline Crunch | abs |
    Leg Raise (Hanging, Lying) | abs | obliques
    Hanging Knee Raise | abs | obliques
    Knee Raise (Captain's Chair, Parallel Bars) | abs | obliques
    Oblique Crunch (Bodyweight, Cable) | obliques | abs
    Toes To Bar | abs | lats, forearms, obliques
    Ab Wheel | abs | lats, obliques
    Russian Twist (Bodyweight, Weighted) | obliques | abs
    Cable Woodchop (Cable) | obliques | abs
    Pallof Press (Cable, Band) | obliques, abs |
    Dead Bug | abs |
    Hollow Hold | abs |
    Mountain Climber | abs | quads, front-delts
    V Up | abs |
    Dragon Flag | abs | obliques
    L Sit | abs | triceps, quads
    Side Bend (Dumbbell, Cable) | obliques |
    Flutter Kicks | abs |
    # Neck
    Neck Curl (Plate, Bodyweight) | neck |
    Neck Extension (Plate, Bodyweight) | neck |
    Neck Side Raise | neck |
    # Cardio: muscles that carry the load
    Running | quads, hamstrings, calves | glutes
    Treadmill | quads, hamstrings, calves | glutes
    Cycling | quads | glutes, hamstrings, calves
    Stationary Bike | quads | glutes, hamstrings, calves
    Spinning | quads | glutes, hamstrings, calves
    Rowing Machine | upper-back, quads | lats, hamstrings, glutes, biceps
    Rowing | upper-back, quads | lats, hamstrings, glutes, biceps
    Elliptical Trainer | quads, glutes | hamstrings, calves
    Elliptical | quads, glutes | hamstrings, calves
    Jumping Jacks | calves | quads, side-delts
    Stair Machine | quads, glutes | calves, hamstrings
    Jump Rope | calves | quads, forearms
    Swimming | lats | front-delts, triceps, quads
    Walking | quads, calves | glutes, hamstrings
    Hiking | quads, glutes | calves, hamstrings
    Ski Erg | lats, triceps | abs, upper-back
    Assault Bike | quads | glutes, front-delts, chest
    """
}
