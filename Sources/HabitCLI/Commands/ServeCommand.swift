import Foundation
import HabitCore
import HabitService
import HabitStore
import HabitWeb
import HTTPServer

struct ServeCommand: Command {
    static let path = ["serve"]
    static let summary = "Serve the web app and the JSON API"
    static let help = """
        Usage: habits serve [--host 127.0.0.1] [--port 8080] [--password PASSPHRASE]
                            [--tls-cert FILE --tls-key FILE] [--public-url URL]
                            [--db PATH | --database URL [--connections 8]
                              [--pooler transaction --listen-database URL]]
                            [--trusted-header NAME --trusted-proxy CIDR[,CIDR…] [--trusted-header-create]]
                            [--oidc-issuer URL --oidc-client-id ID --oidc-client-secret-file FILE
                              [--oidc-name LABEL] [--oidc-create]] [--password-login on|off]
                            [--log-format text|json] [--metrics-public] [--max-streams 1000]
                            [--backup-dir DIR [--backup-every 24h] [--backup-keep 7]]

        Serves http://HOST:PORT until SIGINT or SIGTERM, then finishes requests in flight and
        closes the database. Once an account exists ('habits user add NAME'), every page and API
        route needs a sign-in and each account sees only its own habits; without accounts, binding
        anything but loopback needs a passphrase (--password or HABITS_PASSWORD). With --tls-cert
        and --tls-key it serves HTTPS directly.

        With --database postgres://… (or HABITS_DATABASE_URL) the data is in PostgreSQL, and any
        number of 'habits serve' processes may share it: open pages hear every process's writes.
        --connections bounds this process's pool of PostgreSQL connections (1 to 100).
        With --pooler transaction the URL is a connection pooler in transaction mode, such as
        PgBouncer's pool_mode = transaction: Habits then prepares no named statement and keeps no
        session setting, and its LISTEN connection goes straight to PostgreSQL at
        --listen-database URL (HABITS_LISTEN_DATABASE_URL), which it then needs.

        While it runs it sends the trackers' reminders ('habits remind') as they come due, each
        one once, and logs each as "reminder sent …". --public-url (or HABITS_PUBLIC_URL) is the
        address reminders link to, such as https://habits.example behind a reverse proxy; by
        default the address it serves.

        With --backup-dir it writes a checked backup of the SQLite database there when it
        starts and then every --backup-every (24h; also 30m, 90s, 7d), keeping the newest
        --backup-keep (7), as 'habits backup' does.

        Every option is also an environment variable, HABITS_ and its name in capitals with
        underscores (HABITS_HOST, HABITS_PORT, HABITS_PASSWORD, HABITS_PUBLIC_URL, HABITS_DB,
        HABITS_DATABASE_URL, HABITS_POOLER, HABITS_LISTEN_DATABASE_URL, HABITS_LOG_FORMAT,
        HABITS_METRICS_PUBLIC=1, …); the command line wins.

        --max-streams bounds the live-update streams (GET /api/v1/events, one per open page) this
        process holds at once, in every account together: 1,000 by default; past it a new one
        gets 429. The server takes that many connections and 24 more (at least 1,024).

        For a container or a load balancer: GET /healthz answers 200 while it serves (no
        credentials, no data), GET /readyz 200 only while the database answers (else 503), and
        GET /metrics the Prometheus text format, behind the same sign-in as the pages (an API
        token works) unless --metrics-public, which answers it without credentials to clients
        on loopback (127.0.0.1, ::1) only. --log-format json writes each request as one JSON
        object (time, method, route template, status, ms, a hash of the account).

        """ + signInHelp
    static let options: [Option] = [.value("host"), .value("port"), .value("password"), .value("tls-cert"), .value("tls-key"),
                                    .value("connections"), .value("pooler"), .value("listen-database"),
                                    .value("public-url"), .value("log-format"), .flag("metrics-public"), .value("max-streams"),
                                    .value("backup-dir"), .value("backup-every"), .value("backup-keep")]
        + signInOptions
    static let arguments = 0...0

    static func run(_ commandLine: Input, _ context: Context) throws {
        let input = try commandLine.withEnvironment(options, context.environment)
        let host = input.value("host") ?? "127.0.0.1"
        guard let port = Int(input.value("port") ?? "8080"), (0...65535).contains(port) else {
            throw CLIError.usage("--port must be a number from 0 to 65535.")
        }
        let passphrase = input.value("password")
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

        let publicURL = try input.value("public-url")
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
        // `--listen-database` is read from HABITS_LISTEN_DATABASE_URL, as `--database` is from HABITS_DATABASE_URL.
        let route = try PostgresRoute(pooler: input.value("pooler"),
                                      listenURL: commandLine.value("listen-database") ?? context.environment["HABITS_LISTEN_DATABASE_URL"])
        if case .sqlite = context.location, route.pooler != .none || route.listenURL != nil {
            throw CLIError.usage("--pooler and --listen-database are for a PostgreSQL database (--database URL).")
        }

        let maxStreams = try input.integer("max-streams") ?? LiveUpdates.Limits.standard.total
        guard (1...100_000).contains(maxStreams) else { throw CLIError.usage("--max-streams must be from 1 to 100000.") }
        let signIn = try readSignInOptions(input)
        let backups = try backupPlan(input, context)
        guard let logFormat = LogFormat(rawValue: input.value("log-format") ?? "text") else {
            throw CLIError.usage("--log-format is text or json, not \"\(input.value("log-format")!)\".")
        }

        if context.environment["HABITS_NOW"] != nil {
            context.console.error("habits: " + context.copy.clockPinned(context.environment["HABITS_NOW"]!))
        }
        let backend = try context.open(listen: true, connections: connections, route: route)
        let service: Service
        do {
            service = try Service(ServiceOptions(host: host, port: port, passphrase: passphrase, tls: tls, publicURL: publicURL,
                                                 signIn: signIn, logFormat: logFormat, metricsPublic: input.has("metrics-public"),
                                                 backups: backups, maxStreams: maxStreams),
                                  backend: backend, clock: context.clock, ids: context.ids, zone: context.zone,
                                  environment: context.environment, log: context.console.error)
        } catch let error as ServiceError {
            switch error {
            case .exposed(let reason): throw CLIError.usage(reason)
            case .cannotServe: throw CLIError.io(error.description)
            }
        }
        context.print(context.copy.serving(url: service.url, database: service.location))
        service.runUntilSignal()
        context.console.error("habits: " + context.copy.stopped)
    }
}

extension ServeCommand {
    /// `--backup-dir DIR [--backup-every 24h] [--backup-keep 7]`, read; nil without a folder.
    static func backupPlan(_ input: Input, _ context: Context) throws -> BackupPlan? {
        guard let directory = input.value("backup-dir") else {
            if input.value("backup-every") != nil || input.value("backup-keep") != nil {
                throw CLIError.usage("--backup-every and --backup-keep go with --backup-dir DIR.")
            }
            return nil
        }
        _ = try BackupCommand.sqlitePath(context, for: "serve --backup-dir")
        var plan = BackupPlan(directory: directory)
        if let text = input.value("backup-every") {
            guard let every = BackupPlan.interval(text) else {
                throw CLIError.usage("--backup-every is a number and a unit, like 24h, 30m, 90s or 7d, not \"\(text)\".")
            }
            plan.every = every
        }
        plan.keep = try BackupCommand.keepOption(input, "backup-keep") ?? plan.keep
        return plan
    }
}
