import Foundation
import HabitCore
import HabitNotify
import HabitReminders
import HabitScreens
import HabitService
import HabitStore

// `habits notify …` (SPEC §16): where reminders go. Browsers subscribe to Web Push from the
// Settings page; here are ntfy topics and webhooks, the list, removal, and a test send.

struct NotifyWebhookCommand: Command {
    static let path = ["notify", "webhook"]
    static let summary = "Send reminders to a webhook (POST of JSON, signed with HMAC-SHA256)"
    static let help = """
        Usage: habits notify webhook URL [--secret S]
          --secret S   what X-Habits-Signature (sha256=<hex HMAC-SHA256 of the body>) is made with;
                       without it one is made and printed
        Each reminder is POSTed as {"tracker", "name", "day", "time", "url"}. The URL is https, or
        plain http to this machine (localhost, 127.0.0.1). The same URL again replaces its secret.
        """
    static let options: [Option] = [.value("secret"), .json]

    static func run(_ input: Input, _ context: Context) throws {
        let secret = input.value("secret") ?? Base64URL.encode(SecureRandom.bytes(24))
        try NotifyAdd.add(.webhook(url: input.positionals[0], secret: secret), input, context)
    }
}

struct NotifyNtfyCommand: Command {
    static let path = ["notify", "ntfy"]
    static let summary = "Send reminders to an ntfy topic"
    static let help = """
        Usage: habits notify ntfy URL
        Each reminder is POSTed to the topic URL (like https://ntfy.sh/your-secret-topic) with its
        title, message and a click URL; subscribe to the topic in the ntfy app.
        """
    static let options: [Option] = [.json]

    static func run(_ input: Input, _ context: Context) throws {
        try NotifyAdd.add(.ntfy(url: input.positionals[0]), input, context)
    }
}

enum NotifyAdd {
    static func add(_ target: NotificationChannel.Target, _ input: Input, _ context: Context) throws {
        let newID: NotificationChannel.ID = context.ids.make(), now = context.clock.now()
        let channel = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.addChannel(target, label: nil, id: newID, now: now)
        }
        if input.has("json") { return context.print(ChannelJSON.string(channel)) }
        context.print(context.copy.channelAdded)
        NotifyListCommand.printRow(channel, context, wholeSecret: true)
    }
}

struct NotifyListCommand: Command {
    static let path = ["notify", "list"]
    static let summary = "List where reminders go, with each channel's last delivery"
    static let help = "Usage: habits notify list [--json]"
    static let options: [Option] = [.json]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let channels = try context.library().notificationChannels
        if input.has("json") { return context.print(ChannelJSON.string(channels)) }
        if channels.isEmpty { return context.print(context.copy.noChannels) }
        for channel in channels { printRow(channel, context) }
    }

    /// `<id>  <kind>  <url>  <last delivery>`, and a webhook's secret on the line below: whole
    /// once, when the channel is added, and then only its start (`--json` has it whole).
    static func printRow(_ channel: NotificationChannel, _ context: Context, wholeSecret: Bool = false) {
        let copy = context.copy
        let last: String
        if let result = channel.lastDelivery {
            let when = Clock.iso(result.at)
            last = result.delivered ? copy.delivered(at: when) : copy.failed(at: when, problem: result.problem ?? "")
        } else {
            last = copy.neverSent
        }
        context.print("\(channel.id)  \(channel.kind.rawValue)  \(channel.url)  \(last)")
        if let secret = channel.target.secret {
            context.print("  \(copy.secretShown): \(wholeSecret ? secret : NotificationChannel.secretHint(secret))")
        }
    }
}

struct NotifyRemoveCommand: Command {
    static let path = ["notify", "remove"]
    static let summary = "Stop sending reminders to a channel"
    static let help = "Usage: habits notify remove ID\n\nID is the first column of 'habits notify list'."

    static func run(_ input: Input, _ context: Context) throws {
        guard let id = NotificationChannel.ID(input.positionals[0]) else {
            throw CLIError.usage("ID must be a channel's id from 'habits notify list', not \"\(input.positionals[0])\".")
        }
        try context.store().update { (library: inout Library) throws(DomainError) in try library.removeChannel(id) }
        context.print(context.copy.channelRemoved)
    }
}

struct NotifyTestCommand: Command {
    static let path = ["notify", "test"]
    static let summary = "Send a test reminder now, to every channel or to one"
    static let help = """
        Usage: habits notify test [ID] [--tracker NAME] [--url BASE]
          ID              only this channel (see 'habits notify list'); default every channel
          --tracker NAME  the habit the test shows (default the first one a reminder would be
                          sent for now: shown today and not done; else the first one)
          --url BASE      where the server is, for the link (default where 'habits serve'
                          would be in this environment: HABITS_PUBLIC_URL, else HABITS_HOST and
                          HABITS_PORT, https with HABITS_TLS_CERT; http://127.0.0.1:8080 without them)
        Waits for every channel's answer (retries included) and prints how each went; the result
        also shows in 'habits notify list' and in Settings. Exits 65 when a delivery failed.
        HABITS_NOTIFY_TIMEOUT and HABITS_NOTIFY_RETRY_DELAY (seconds) change the time per try and
        the first wait before a retry (10 and 1); HABITS_PUSH_CONTACT is the mailto: or https: URL
        push services may write to about this server.
        """
    static let options: [Option] = [.value("tracker"), .value("url")]
    static let arguments = 0...1

    static func run(_ input: Input, _ context: Context) throws {
        let store = try context.store()
        let library = store.library
        let copy = context.copy
        let only = try input.positionals.first.map { text throws(CLIError) -> NotificationChannel.ID in
            guard let id = NotificationChannel.ID(text) else {
                throw CLIError.usage("ID must be a channel's id from 'habits notify list', not \"\(text)\".")
            }
            return id
        }
        if let only, library.channel(only) == nil { throw DomainError.unknownChannel(only.lowercased) }
        if library.notificationChannels.isEmpty { return context.print(copy.noChannels) }
        let today = try context.today
        let judge = { (tracker: Tracker) in
            Rules.judge(tracker, history: library.history(of: tracker.id), today: today, weekStart: library.settings.weekStart)
        }
        let tracker: Tracker
        if let name = input.value("tracker") {
            tracker = try context.tracker(named: name)
        } else {
            let active = library.trackers.filter { !$0.isArchived(on: today) }
            let waiting = active.first { tracker in
                let judgement = judge(tracker)
                return judgement.isShown(on: today) && ![.done, .paused].contains(judgement.state(on: today))
            }
            guard let chosen = waiting ?? active.first else { throw CLIError.data(copy.noTrackerForTest) }
            tracker = chosen
        }
        let now = context.clock.now()
        let base = try Self.base(input, context.environment)
        var test = ReminderMessage(tracker: tracker.id, name: tracker.name, day: today,
                                   time: Self.clockTime(now, in: context.zone), url: Service.detailURL(base: base)(tracker.id))
        // The text is true of the habit it names: one already done today is said to be.
        test.alreadyDone = judge(tracker).state(on: today) == .done
        let message = test
        context.print(copy.testLink(message.url))
        let notifier = try Notifier.make(keys: VAPIDKeySource(store: store as? any ServerKeyStore), clock: context.clock,
                                         environment: context.environment)
        let language = context.language
        let reports = Self.wait { await notifier.send(message, to: ReminderRecipient(store: store), language: language, only: only) }
        for report in reports {
            let channel = library.channel(report.channel)
            let outcome = report.result.delivered ? copy.delivered(at: Clock.iso(now))
                : copy.failed(at: Clock.iso(now), problem: report.result.problem ?? "")
            context.print(copy.testReport(kind: report.kind.rawValue, url: channel?.url ?? "", outcome: outcome)
                          + (report.removed ? " (removed)" : ""))
        }
        if reports.contains(where: { !$0.result.delivered }) {
            throw CLIError.data("Not every channel took the test; see above.")
        }
    }

    /// The link's base: `--url`, else where `habits serve` run in this environment is reached:
    /// its public URL, else its host and port (https with a certificate), as `serve` reads them.
    static func base(_ input: Input, _ environment: [String: String]) throws(CLIError) -> String {
        if let url = input.value("url") { return url }
        let serve = try Input().withEnvironment(["public-url", "host", "port", "tls-cert"].map(Option.value), environment)
        if let url = serve.value("public-url") { return url }
        return Service.address(host: serve.value("host") ?? "127.0.0.1", port: Int(serve.value("port") ?? "") ?? 8080,
                               tls: serve.value("tls-cert") != nil)
    }

    /// `HH:MM` of `date` in `zone`.
    static func clockTime(_ date: Date, in zone: TimeZone) -> String {
        let seconds = Int(date.timeIntervalSince1970) + zone.secondsFromGMT(for: date)
        let minutes = ((seconds % 86_400) + 86_400) % 86_400 / 60
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// Runs `work` to the end on another thread; the CLI has nothing else to do meanwhile.
    private static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task.detached {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }
}

/// Hands a result from the task to the waiting thread. `@unchecked Sendable`: written once by
/// the task before the semaphore is signalled, read once after the wait.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
