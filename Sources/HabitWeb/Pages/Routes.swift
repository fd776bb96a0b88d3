import HabitCore

/// Every page route and form post of the web app, in one place: the controller registers the
/// patterns and the pages build their links and form actions from the same names.
enum Routes {
    static let home = "/"
    static let settings = "/settings"
    static let settingsLanguage = "/settings/language"
    static let settingsImport = "/settings/import"
    static let settingsDayStart = "/settings/day-start"
    static let settingsWeekStart = "/settings/week-start"
    static let settingsZone = "/settings/zone"
    static let settingsPauseAll = "/settings/pause-all"
    static let settingsResumeAll = "/settings/resume-all"
    /// Where Settings' form that adds a channel of `kind` by URL posts: `/settings/notifications/ntfy`.
    static func settingsChannel(_ kind: NotificationChannel.Kind) -> String { "/settings/notifications/\(kind.rawValue)" }
    static let settingsRemoveChannel = "/settings/notifications/remove"
    static let newTracker = "/trackers/new"
    // Accounts: sign-in pages (answered by `AccountGate`) and Settings → Account's forms.
    static let login = "/login"
    static let logout = "/logout"
    static let signup = "/signup"
    // Signing in elsewhere (SPEC §20): the OpenID provider's start and callback (answered by
    // `AccountGate`), and Settings' Password and Delete account forms.
    static let openIDLogin = "/login/oidc"
    static let openIDCallback = "/login/oidc/callback"
    static let settingsPassword = "/settings/password"
    static let settingsDeleteAccount = "/settings/delete-account"
    static let settingsTokens = "/settings/tokens"
    static let settingsToken = "/settings/tokens/{id}/revoke"
    static let settingsSession = "/settings/sessions/{id}/revoke"
    static func revokeToken(_ id: Int64) -> String { settingsToken.replacingOccurrences(of: "{id}", with: String(id)) }
    static func revokeSession(_ id: Int64) -> String { settingsSession.replacingOccurrences(of: "{id}", with: String(id)) }

    /// Routes of one tracker; `{id}` is the pattern's parameter.
    enum Tracker: String, CaseIterable {
        case detail = "/trackers/{id}"
        case edit = "/trackers/{id}/edit"
        case completions = "/trackers/{id}/completions"
        case entry = "/trackers/{id}/entry"
        case pin = "/trackers/{id}/pin"
        case delete = "/trackers/{id}/delete"
        case pause = "/trackers/{id}/pause"
        case resume = "/trackers/{id}/resume"
        case archive = "/trackers/{id}/archive"
        case move = "/trackers/{id}/move"

        var pattern: String { rawValue }

        /// The path for one tracker, with `back` (where to return) when given.
        func path(_ id: HabitCore.Tracker.ID, back: String? = nil) -> String {
            let path = rawValue.replacingOccurrences(of: "{id}", with: id.lowercased)
            return back.map { path + "?back=" + Web.percentEncode($0) } ?? path
        }
    }

    /// A page path with `back`.
    static func with(_ path: String, back: String) -> String { path + "?back=" + Web.percentEncode(back) }
}
