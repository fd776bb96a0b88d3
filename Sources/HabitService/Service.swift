import Foundation
import HabitAccounts
import HabitCore
import HabitNotify
import HabitReminders
import HabitSignIn
import HabitStore
import HabitWeb
import HTTPServer
import Synchronization

/// What `habits serve` was asked for, once the command line and the environment are read.
public struct ServiceOptions: Sendable {
    public var host: String
    public var port: Int
    public var passphrase: String?
    public var tls: (certificatePEM: String, keyPEM: String)?
    /// Where reminders link to, and the OpenID provider sends the browser back to; by default
    /// the address served.
    public var publicURL: String?
    /// The ways to sign in besides passwords (SPEC §20).
    public var signIn: SignInOptions
    /// The access log's form (`--log-format`).
    public var logFormat: LogFormat
    /// `GET /metrics` without credentials, to loopback clients only (`--metrics-public`).
    public var metricsPublic: Bool
    /// Backups on a schedule (SQLite only), or none.
    public var backups: BackupPlan?
    /// Live-update streams open at once, in every account together (`--max-streams`).
    public var maxStreams: Int

    public init(host: String, port: Int, passphrase: String?, tls: (certificatePEM: String, keyPEM: String)?, publicURL: String?,
                signIn: SignInOptions = SignInOptions(), logFormat: LogFormat = .text, metricsPublic: Bool = false,
                backups: BackupPlan? = nil, maxStreams: Int = LiveUpdates.Limits.standard.total) {
        self.backups = backups
        self.maxStreams = maxStreams
        self.logFormat = logFormat
        self.metricsPublic = metricsPublic
        self.host = host
        self.port = port
        self.passphrase = passphrase
        self.tls = tls
        self.publicURL = publicURL
        self.signIn = signIn
    }
}

/// `--password-login`, `--trusted-header …` and `--oidc-…`, read.
public struct SignInOptions: Sendable {
    public var passwords: Bool
    public var trustedHeader: TrustedHeader?
    public var openID: OpenIDProvider.Settings?

    public init(passwords: Bool = true, trustedHeader: TrustedHeader? = nil, openID: OpenIDProvider.Settings? = nil) {
        self.passwords = passwords
        self.trustedHeader = trustedHeader
        self.openID = openID
    }
}

/// Why the service did not start.
public enum ServiceError: Error, CustomStringConvertible, Sendable {
    /// The address would let other machines reach the data without accounts or a passphrase.
    case exposed(String)
    /// The server could not listen (the port is taken, the certificate is unreadable, …).
    case cannotServe(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .exposed(let reason): reason
        case .cannotServe(let host, let port, let reason): "Can't serve on \(host):\(port): \(reason)."
        }
    }
}

/// The running service: the web app and the JSON API on one HTTP server over an opened backend,
/// and beside it the reminder scheduler with the channels it sends on.
public final class Service: Sendable {
    /// The address it serves, such as `http://127.0.0.1:8080/`.
    public let url: String
    /// Where the data is, for messages.
    public let location: String
    private let server: HTTPServer
    private let reminders: ReminderScheduler
    private let backups: ScheduledBackups?
    private let environment: [String: String]

    /// Starts serving `backend` as `options` say. `log` gets the server log's lines (reminders
    /// sent, problems); `clock`, `ids` and `zone` decide today and new ids, as everywhere.
    public init(_ options: ServiceOptions, backend: Backend, clock: Clock, ids: IDSource, zone: TimeZone,
                environment: [String: String], log: @escaping @Sendable (String) -> Void) throws {
        // Accounts, once 'habits user add' made one: then every request needs a sign-in. Without a
        // passphrase only accounts may open anything but loopback.
        let directory = try backend.accountDirectory()
        let store = backend.store
        let accounts = Accounts(directory: directory, clock: clock)
        var context = AppContext(store: store, clock: clock, ids: ids, serverZone: zone, accounts: accounts,
                                 streamLimit: options.maxStreams)
        Self.allowDescriptors(HabitApp.connectionLimit(streams: options.maxStreams) + 256)
        // The callback's address is known once the server listens (`--port 0`).
        let callback = CallbackAddress()
        context.signIn = SignInMethods(passwords: options.signIn.passwords, trustedHeader: options.signIn.trustedHeader,
                                   openID: options.signIn.openID.map { settings in
                                       OpenIDSignIn(provider: OpenIDProvider(settings: settings), accounts: accounts,
                                                    callback: { callback.url })
                                   })
        let app = context
        do {
            try HabitApp.checkExposure(host: options.host, passphrase: options.passphrase,
                                       hasAccounts: try directory.hasAccounts() || app.signIn.createsAccounts)
        } catch let refusal as HabitApp.ServeRefusal {
            throw ServiceError.exposed(refusal.description)
        }
        app.follow(backend)
        do {
            server = try HabitApp.server(context: app, host: options.host, port: options.port, passphrase: options.passphrase,
                                         tls: options.tls, logFormat: options.logFormat, metricsPublic: options.metricsPublic)
            try server.start()
        } catch {
            throw ServiceError.cannotServe(host: options.host, port: options.port, reason: "\(error)")
        }
        url = Self.address(host: options.host, port: server.port, tls: options.tls != nil)
        callback.url = HabitApp.openIDCallbackURL(base: options.publicURL ?? url)
        location = store.location
        reminders = ReminderScheduler(stores: { app.reminderStores() }, clock: clock, serverZone: zone,
                                      detailURL: HabitApp.detailURL(base: options.publicURL ?? url),
                                      delivery: Self.delivery(vapid: app.vapid, clock: clock, environment: environment, log: log),
                                      log: log)
        reminders.start()
        if let plan = options.backups, case .sqlite(let store) = backend {
            backups = ScheduledBackups(database: store.path, plan: plan, clock: clock, log: log)
        } else {
            backups = nil
        }
        self.environment = environment
        SystemdNotify.send("READY=1\nSTATUS=Serving \(url)", environment: environment)
    }

    /// Raises the process's soft limit on open files towards `count` (as far as the hard limit
    /// allows): each connection is one, and thousands of open event streams are thousands.
    private static func allowDescriptors(_ count: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(count) else { return }
        limit.rlim_cur = min(limit.rlim_max, rlim_t(count))
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight and stops the reminders
    /// and the scheduled backups.
    public func runUntilSignal() {
        server.runUntilSignal()
        SystemdNotify.send("STOPPING=1", environment: environment)
        reminders.stop()
        backups?.stop()
    }

    /// The absolute URL of a tracker's detail page under `base`: what reminders link to.
    public static func detailURL(base: String) -> @Sendable (Tracker.ID) -> String { HabitApp.detailURL(base: base) }

    /// The address served on `host` and `port`: `http://127.0.0.1:8080/`, `https://[::1]:8443/`.
    public static func address(host: String, port: Int, tls: Bool) -> String {
        "\(tls ? "https" : "http")://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
    }

    /// Where reminders go: the server log's `reminder sent …` line, then the channels the person
    /// set (Web Push, ntfy, webhooks). Without the server's VAPID keys (the database refused to
    /// keep them) it says why and sends on the log alone.
    static func delivery(vapid: VAPIDKeySource, clock: Clock, environment: [String: String],
                         log: @escaping @Sendable (String) -> Void) -> any ReminderDelivery {
        let line = LogDelivery(log)
        do {
            let notifier = try Notifier.make(keys: vapid, clock: clock, environment: environment)
            return ReminderDeliveries([line, notifier])
        } catch {
            log("habits: reminders go to the log only: \(error)")
            return ReminderDeliveries([line])
        }
    }
}

/// The OpenID callback's address, set once the server listens and read by every sign-in after.
private final class CallbackAddress: Sendable {
    private let value = Mutex("")
    var url: String {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
