import HTTPServer

/// One API operation: how the router reaches it and how the OpenAPI document describes it.
/// Both are built from the same list, so the document cannot miss a route.
struct Endpoint: Sendable {
    let method: HTTPMethod
    let path: String
    let summary: String
    /// A component schema name for the JSON body, if the operation takes one.
    let body: String?
    /// Whether the body may be left out (it then means `{}`).
    let bodyOptional: Bool
    /// Status → (description, component schema name or nil for no body).
    let responses: [Int: (String, String?)]
    let handler: Router.Handler

    init(_ method: HTTPMethod, _ path: String, _ summary: String, body: String? = nil, bodyOptional: Bool = false,
         responses: [Int: (String, String?)], handler: @escaping Router.Handler) {
        self.method = method
        self.path = path
        self.summary = summary
        self.body = body
        self.bodyOptional = bodyOptional
        self.responses = responses
        self.handler = handler
    }

    /// Every status this operation can answer, the shared error statuses included.
    var allResponses: [Int: (String, String?)] {
        var all = responses
        all[400] = all[400] ?? ("Malformed request: bad path, query or body", "Error")
        all[401] = ("A passphrase is set and the request has no session", "Error")
        if method != .get {
            all[403] = ("The request came from another site (Origin)", "Error")
        }
        if body != nil {
            all[413] = ("The body is too large", "Error")
            all[415] = ("The body is not application/json", "Error")
        }
        if path.contains("{") {
            all[404] = all[404] ?? ("No such tracker or category", "Error")
        }
        return all
    }
}

import HabitCore

extension DomainError {
    /// A stable machine-readable code for the API.
    var code: String {
        switch self {
        case .nameMissing: "name_missing"
        case .nameTooLong: "name_too_long"
        case .duplicateTracker: "duplicate_tracker"
        case .categoryNameMissing: "category_name_missing"
        case .categoryNameTooLong: "category_name_too_long"
        case .duplicateCategory: "duplicate_category"
        case .noteTooLong: "note_too_long"
        case .controlCharacters: "control_characters"
        case .scheduleEmpty: "schedule_empty"
        case .invalidEmoji: "invalid_emoji"
        case .invalidColor: "invalid_color"
        case .futureDay: "future_day"
        case .beforeStart: "before_start"
        case .notScheduled: "not_scheduled"
        case .eventAlreadyDone: "event_already_done"
        case .startAfterFirstCompletion: "start_after_first_completion"
        case .startInFuture: "start_in_future"
        case .kindChange: "kind_change"
        case .unknownTracker: "unknown_tracker"
        case .unknownCategory: "unknown_category"
        case .databaseNotEmpty: "not_empty"
        case .invalidImport: "invalid_import"
        case .scheduleOutOfRange: "schedule_out_of_range"
        case .unitInvalid: "unit_invalid"
        case .targetInvalid: "target_invalid"
        case .stepInvalid: "step_invalid"
        case .valueInvalid: "value_invalid"
        case .notMeasurable: "not_measurable"
        case .measureOnEvent: "measure_on_event"
        case .measureChange: "measure_change"
        case .cannotSkipEvent: "cannot_skip_event"
        case .cannotPauseEvent: "cannot_pause_event"
        case .pauseEndsBeforeStart: "pause_ends_before_start"
        case .dayStartOutOfRange: "day_start_out_of_range"
        case .weekStartUnsupported: "week_start_unsupported"
        case .archived: "archived"
        case .startAfterArchive: "start_after_archive"
        case .unknownZone: "unknown_zone"
        case .channelURLInvalid: "channel_url_invalid"
        case .channelURLInsecure: "channel_url_insecure"
        case .channelSecretInvalid: "channel_secret_invalid"
        case .channelLabelTooLong: "channel_label_too_long"
        case .pushKeysInvalid: "push_keys_invalid"
        case .tooManyChannels: "too_many_channels"
        case .unknownChannel: "unknown_channel"
        case .doneTokenInvalid: "done_token_invalid"
        case .reminderTimeInvalid: "reminder_time_invalid"
        case .duplicateReminder: "duplicate_reminder"
        case .tooManyReminders: "too_many_reminders"
        case .reminderDaysEmpty: "reminder_days_empty"
        case .accountNameInvalid: "account_name_invalid"
        case .duplicateAccount: "duplicate_account"
        case .unknownAccount: "unknown_account"
        case .passwordTooShort: "password_too_short"
        case .passwordTooLong: "password_too_long"
        case .invitationInvalid: "invitation_invalid"
        case .tokenLabelInvalid: "token_label_invalid"
        case .passwordIsName: "password_is_name"
        case .passwordsDiffer: "passwords_differ"
        case .currentPasswordWrong: "current_password_wrong"
        case .identityTaken: "identity_taken"
        }
    }
}
