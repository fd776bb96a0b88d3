import Testing
@testable import HabitNotify
