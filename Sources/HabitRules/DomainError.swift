/// A rule the person's input broke, with a message they can act on.
public enum DomainError: Error, Hashable, Sendable {
    case nameMissing
    case nameTooLong
    case duplicateTracker(name: String)
    case categoryNameMissing
    case categoryNameTooLong
    case duplicateCategory(name: String)
    case noteTooLong
    case controlCharacters
    case scheduleEmpty
    case invalidEmoji
    case invalidColor(String)
    case futureDay
    case beforeStart(name: String, start: Day)
    case notScheduled(name: String, weekday: Weekday)
    case eventAlreadyDone(name: String, on: Day)
    case startAfterFirstCompletion(name: String, first: Day)
    case startInFuture
    case kindChange
    case unknownTracker(String)
    case unknownCategory(String)
    case databaseNotEmpty
    case invalidImport(String)
    /// A flexible schedule's numbers outside its kind's limits.
    case scheduleOutOfRange(Schedule.Kind)
    case unitInvalid
    case targetInvalid
    case stepInvalid
    case valueInvalid
    case notMeasurable(name: String)
    case measureOnEvent
    case measureChange
    case cannotSkipEvent(name: String)
    case cannotPauseEvent(name: String)
    case pauseEndsBeforeStart
    case dayStartOutOfRange
    /// A week start other than `Weekday.weekStarts`.
    case weekStartUnsupported
    case archived(name: String)
    case startAfterArchive(name: String, archived: Day)
    case unknownZone(String)
    /// A channel's URL is not a URL (or not http/https).
    case channelURLInvalid
    /// Plain http to another machine: reminders go over https, or http to this machine only.
    case channelURLInsecure
    case channelSecretInvalid
    case channelLabelTooLong
    /// A push subscription whose keys are not a P-256 point (65 bytes) and a 16-byte secret.
    case pushKeysInvalid
    case tooManyChannels
    case unknownChannel(String)
    /// A notification's `Done` token that belongs to no subscription (removed, or never given).
    case doneTokenInvalid
    /// A reminder's time that is not `HH:MM` on the 24-hour clock.
    case reminderTimeInvalid(String)
    /// Two reminders of one tracker at the same time.
    case duplicateReminder(String)
    case tooManyReminders
    case reminderDaysEmpty
    /// Accounts (SPEC §13): a name that is empty, too long or holds control characters.
    case accountNameInvalid
    case duplicateAccount(name: String)
    case unknownAccount(String)
    case passwordTooShort(minimum: Int)
    case passwordTooLong
    /// A sign-up link that is unknown, used already or older than 7 days.
    case invitationInvalid
    /// An API token's label: empty, too long or with control characters.
    case tokenLabelInvalid
    /// Passwords a person manages (SPEC §20): a new password that is the account's name.
    case passwordIsName
    /// The new password and its repetition differ.
    case passwordsDiffer
    /// The current password given to change the password or delete the account is wrong.
    case currentPasswordWrong
    /// An identity at an OpenID provider that another account has already.
    case identityTaken(subject: String)
}
