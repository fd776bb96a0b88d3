// HabitCore builds on the pure rules (days, schedules and their judgement, streaks, progress,
// strength, names and form checks), which import nothing so that they also compile to
// WebAssembly for the page: every module that imports HabitCore sees them as before.
@_exported import HabitRules
