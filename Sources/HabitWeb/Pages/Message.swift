import HabitCore
import HabitScreens

extension Message {
    /// The message as a page shows it: a rule's quoted user text (a name, a typed colour) is
    /// bidi-isolated.
    func node(in language: Language) -> Node {
        switch self {
        case .text(let text): .text(text)
        case .rule(let error):
            if let quoted = error.quoted {
                isolating(quoted.text) { quoted.with($0).message(in: language) }
            } else {
                .text(error.message(in: language))
            }
        }
    }
}

extension DomainError {
    /// The user text this error's message quotes, and the same error quoting other text.
    var quoted: (text: String, with: @Sendable (String) -> DomainError)? {
        switch self {
        case .duplicateTracker(let name): (name, { .duplicateTracker(name: $0) })
        case .duplicateCategory(let name): (name, { .duplicateCategory(name: $0) })
        case .invalidColor(let text): (text, { .invalidColor($0) })
        case .beforeStart(let name, let start): (name, { .beforeStart(name: $0, start: start) })
        case .notScheduled(let name, let weekday): (name, { .notScheduled(name: $0, weekday: weekday) })
        case .eventAlreadyDone(let name, let day): (name, { .eventAlreadyDone(name: $0, on: day) })
        case .startAfterFirstCompletion(let name, let first): (name, { .startAfterFirstCompletion(name: $0, first: first) })
        case .unknownTracker(let name): (name, { .unknownTracker($0) })
        case .unknownCategory(let name): (name, { .unknownCategory($0) })
        default: nil
        }
    }
}
