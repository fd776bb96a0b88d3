import Foundation
import HabitCore
import HabitNotify
import HabitReminders
import HabitStore
import HabitWeb
import HTTPServer

struct ServeCommand: Command {
    static let path = ["serve"]
    static let summary = "Serve the web app and the JSON API"
    static let help = """
        Usage: habits serve [--host 127.0.0.1] [--port 8080] [--password PASSPHRASE]
                            [--tls-cert FILE --tls-key FILE] [--public-url URL]
                            [--db PATH | --database URL [--connections 8]]

        Serves http://HOST:PORT until SIGINT or SIGTERM, then finishes requests in flight and
        closes the database. Once an account exists ('habits user add NAME'), every page and API
        route needs a sign-in and each account sees only its own habits; without accounts, binding
        anything but loopback needs a passphrase (--password or HABITS_PASSWORD). With --tls-cert
        and --tls-key it serves HTTPS directly.

        With --database postgres://… (or HABITS_DATABASE_URL) the data is in PostgreSQL, and any
        number of 'habits serve' processes may share it: open pages hear every process's writes.
        --connections bounds this process's pool of PostgreSQL connections (1 to 100).

        While it runs it sends the trackers' reminders ('habits remind') as they come due, each
        one once, and logs each as "reminder sent …". --public-url (or HABITS_PUBLIC_URL) is the
        address reminders link to, such as https://habits.example behind a reverse proxy; by
        default the address it serves.
        """
    static let options: [Option] = [.value("host"), .value("port"), .value("password"), .value("tls-cert"), .value("tls-key"),
                                    .value("connections"), .value("public-url")]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let host = input.value("host") ?? "127.0.0.1"
        guard let port = Int(input.value("port") ?? "8080"), (0...65535).contains(port) else {
            throw CLIError.usage("--port must be a number from 0 to 65535.")
        }
        let passphrase = input.value("password") ?? context.environment["HABITS_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        var tls: (certificatePEM: String, keyPEM: String)?
        switch (input.value("tls-cert"), input.value("tls-key")) {
        case (let cert?, let key?):
            guard let certificate = try? String(contentsOfFile: cert, encoding: .utf8),
                  let privateKey = try? String(contentsOfFile: key, encoding: .utf8) else {
                throw CLIError.io("Can't read \(cert) or \(key). Check the paths.")
            }
            tls = (certificate, privateKey)
        case (nil, nil): break
        default: throw CLIError.usage("Give both --tls-cert and --tls-key, or neither.")
        }

        let publicURL = try (input.value("public-url") ?? context.environment["HABITS_PUBLIC_URL"].flatMap { $0.isEmpty ? nil : $0 })
            .map { (url: String) throws(CLIError) -> String in
                guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
                    throw CLIError.usage("--public-url must start with http:// or https://, like https://habits.example, not \"\(url)\".")
                }
                return url
            }
        let connections = try input.integer("connections") ?? 8
        guard (1...100).contains(connections) else { throw CLIError.usage("--connections must be from 1 to 100.") }
        if input.value("connections") != nil, case .sqlite = context.location {
            throw CLIError.usage("--connections is for a PostgreSQL database (--database URL).")
        }

        if context.environment["HABITS_NOW"] != nil {
            context.console.error("habits: " + context.copy.clockPinned(context.environment["HABITS_NOW"]!))
        }
        let backend = try context.open(listen: true, connections: connections)
        // Accounts, once 'habits user add' made one: then every request needs a sign-in. Without a
        // passphrase only accounts may open anything but loopback.
        let directory = try backend.accountDirectory()
        try refuseExposure(host: host, hasAccounts: try directory.hasAccounts(), passphrase: passphrase)
        let store = backend.store
        let accounts = Accounts(directory: directory, clock: context.clock)
        let app = AppContext(store: store, clock: context.clock, ids: context.ids, serverZone: context.zone, accounts: accounts)
        app.follow(backend)
        let server: HTTPServer
        do {
            server = try HabitApp.server(context: app, host: host, port: port, passphrase: passphrase, tls: tls)
            try server.start()
        } catch {
            throw CLIError.io("Can't serve on \(host):\(port): \(error).")
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let url = "\(tls == nil ? "http" : "https")://\(shownHost):\(server.port)/"
        let reminders = scheduler(stores: { app.reminderStores() }, context: context, publicURL: publicURL ?? url,
                                  vapid: app.vapid)
        reminders.start()
        context.print(context.copy.serving(url: url, database: store.location))
        server.runUntilSignal()
        reminders.stop()
        context.console.error("habits: " + context.copy.stopped)
    }

    /// The reminder scheduler `serve` runs beside the server: it looks at every store `stores`
    /// gives (personal mode: the one) at each minute of the clock and hands each reminder it
    /// claims to `delivery(context, vapid:)`.
    static func scheduler(stores: @escaping @Sendable () -> [any HabitStore], context: Context,
                          publicURL: String, vapid: VAPIDKeySource) -> ReminderScheduler {
        let console = context.console
        return ReminderScheduler(stores: stores, clock: context.clock, serverZone: context.zone,
                                 detailURL: HabitApp.detailURL(base: publicURL), delivery: delivery(context, vapid: vapid),
                                 log: console.error)
    }

    /// Where reminders go: the server log's `reminder sent …` line, then the channels the person
    /// set (Web Push, ntfy, webhooks). Without the server's VAPID keys (the database refused to
    /// keep them) it says why and sends on the log alone.
    static func delivery(_ context: Context, vapid: VAPIDKeySource) -> any ReminderDelivery {
        let log = LogDelivery(context.console.error)
        do {
            let notifier = try Notifier.make(keys: vapid, clock: context.clock, environment: context.environment)
            return ReminderDeliveries([log, notifier])
        } catch {
            context.console.error("habits: reminders go to the log only: \(error)")
            return ReminderDeliveries([log])
        }
    }

    private static func refuseExposure(host: String, hasAccounts: Bool, passphrase: String?) throws(CLIError) {
        do {
            try HabitApp.checkExposure(host: host, passphrase: passphrase, hasAccounts: hasAccounts)
        } catch {
            throw CLIError.usage(error.description)
        }
    }
}
