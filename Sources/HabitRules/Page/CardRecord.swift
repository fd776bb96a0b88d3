/// What the rules need to judge one tracker on a page (SPEC §23): its kind, start, measure,
/// pauses and archive day, the checkpoint its days before the page's window left, and its
/// entries from there on. The server writes it into the page as one line of text (`text`);
/// the page's WebAssembly reads it back (`init(text:)`) and judges the tracker again after the
/// writes the page shows before the server answers. Names, ids and colours are not in it.
///
/// The line: `k=` the kind (`w` and the weekday bits, Monday first; `W` times a week; `M` times
/// a month; `R` times`/`days; `e` an event), `c=` the start, `a=` the archive day, `m=` the
/// measure (target`/`step in thousandths`/` `+` at least or `-` at most), `p=` the pauses
/// (from`:`until, comma-separated), `r=` the checkpoint, `e=` the entries (the day as days after
/// the first day judged, then `d` done, `s` skipped, `v` and a value in thousandths or `-`, then
/// `~` and the percent-encoded note). Other days are written as days from the page's today,
/// which keeps the line short.
public struct CardRecord: Hashable, Sendable {
    public var tracker: Tracker
    public var checkpoint: Checkpoint?
    /// The entries from the first day judged (the checkpoint's day, or the start) on, and an
    /// event's completion before it.
    public var history: History

    public init(tracker: Tracker, checkpoint: Checkpoint?, history: History) {
        self.tracker = tracker
        self.checkpoint = checkpoint
        self.history = history
    }

    /// The record a page that writes from `earliest` on needs (`Judgement.resumption`).
    public init(_ tracker: Tracker, history: History, earliest: Day, today: Day, weekStart: Weekday) {
        let first = Judgement.resumption(of: tracker, from: earliest, today: today, weekStart: weekStart)
        self.tracker = tracker
        checkpoint = first.map { Judgement.checkpoint(tracker, history: history, today: today, weekStart: weekStart, before: $0) }
        self.history = first.map { first in
            // An event's one completion before the window still refuses a second one.
            let earlier = tracker.kind.isHabit ? nil : history.lastDone(upTo: first.adding(days: -1)).flatMap(history.entry(on:))
            return History(sorted: (earlier.map { [$0] } ?? []) + history.entries.filter { $0.day >= first })
        } ?? history
    }

    /// The first day judged.
    public var firstDay: Day { checkpoint?.day ?? tracker.createdOn }

    /// The tracker judged as of `today`.
    public func judgement(today: Day, weekStart: Weekday) -> Judgement {
        Judgement(tracker, history: history, today: today, weekStart: weekStart, resuming: checkpoint)
    }

    // MARK: The line

    public func text(today: Day) -> String {
        let day = { (day: Day) in String(today.days(until: day)) }
        var fields: [String] = []
        switch tracker.kind {
        case .event: fields.append("k=e")
        case .habit(.weekdays(let days)): fields.append("k=w" + String(days.reduce(0) { $0 | 1 << $1.index }))
        case .habit(.weekly(let times)): fields.append("k=W" + String(times))
        case .habit(.monthly(let times)): fields.append("k=M" + String(times))
        case .habit(.rolling(let times, let days)): fields.append("k=R" + String(times) + "/" + String(days))
        }
        fields.append("c=" + day(tracker.createdOn))
        if let archived = tracker.archivedOn { fields.append("a=" + day(archived)) }
        if let measure = tracker.measure {
            fields.append("m=" + String(measure.target.thousandths) + "/" + String(measure.step.thousandths) + "/"
                          + (measure.direction == .atLeast ? "+" : "-"))
        }
        if !tracker.pauses.isEmpty {
            fields.append("p=" + tracker.pauses.map { day($0.from) + ":" + ($0.until.map(day) ?? "") }
                .joined(separator: ","))
        }
        if let checkpoint {
            let span = checkpoint.runSpan.map { day($0.lowerBound) + ":" + day($0.upperBound) } ?? ""
            var parts = [day(checkpoint.day), String(checkpoint.doneBefore), checkpoint.lastDone.map(day) ?? "",
                         String(checkpoint.run), span, String(checkpoint.best)]
            // A rolling window's part, which other kinds leave out.
            if checkpoint.available > 0 || !checkpoint.recent.isEmpty {
                parts += [String(checkpoint.available), String(checkpoint.recent.map { $0 ? Character("1") : Character("0") })]
            }
            fields.append("r=" + parts.joined(separator: "/"))
        }
        if !history.isEmpty {
            let first = firstDay
            fields.append("e=" + history.entries.map { entry in
                var token = String(first.days(until: entry.day))
                switch entry.state {
                case .done?: token += "d"
                case .skipped?: token += "s"
                case .value(let value)?: token += "v" + String(value.thousandths)
                case nil: token += "-"
                }
                if let note = entry.note { token += "~" + PageText.encoded(note) }
                return token
            }.joined(separator: ","))
        }
        return fields.joined(separator: " ")
    }

    /// Reads a line `text(today:)` wrote for the same today; nil for anything else.
    public init?(text: String, today: Day) { self.init(bytes: Array(text.utf8)[...], today: today) }

    init?(bytes: ArraySlice<UInt8>, today: Day) {
        let day = { (bytes: ArraySlice<UInt8>) in PageText.int(bytes).map { today.adding(days: $0) } }
        typealias Text = PageText
        var kind: Tracker.Kind?, created: Day?, archived: Day?, measure: Measure?
        var pauses: [Pause] = [], checkpoint: Checkpoint?, entries: ArraySlice<UInt8> = []
        for field in Text.split(bytes, UInt8(ascii: " ")) where !field.isEmpty {
            guard field.count >= 2, field[field.startIndex + 1] == UInt8(ascii: "=") else { return nil }
            let value = field.dropFirst(2)
            switch field.first {
            case UInt8(ascii: "k"): guard let read = Self.kind(value) else { return nil }; kind = read
            case UInt8(ascii: "c"): guard let day = day(value) else { return nil }; created = day
            case UInt8(ascii: "a"): guard let day = day(value) else { return nil }; archived = day
            case UInt8(ascii: "m"):
                let parts = Text.split(value, UInt8(ascii: "/"))
                guard parts.count == 3, let target = Text.int(parts[0]), let step = Text.int(parts[1]), parts[2].count == 1 else { return nil }
                measure = Measure(unit: "", target: Quantity(thousandths: target),
                                  direction: parts[2].first == UInt8(ascii: "-") ? .atMost : .atLeast, step: Quantity(thousandths: step))
            case UInt8(ascii: "p"):
                for range in Text.split(value, UInt8(ascii: ",")) {
                    let ends = Text.split(range, UInt8(ascii: ":"))
                    guard ends.count == 2, let from = day(ends[0]) else { return nil }
                    pauses.append(Pause(from: from, until: day(ends[1])))
                }
            case UInt8(ascii: "r"): guard let read = Self.checkpoint(value, day: day) else { return nil }; checkpoint = read
            case UInt8(ascii: "e"): entries = value
            default: return nil
            }
        }
        guard let kind, let created else { return nil }
        tracker = Tracker(id: Identifier(high: 0, low: 0), name: "", kind: kind, categoryID: Identifier(high: 0, low: 0), emoji: "",
                          color: "", createdOn: created, position: 0, measure: measure, pauses: pauses, archivedOn: archived)
        self.checkpoint = checkpoint
        let first = checkpoint?.day ?? created
        var read: [Entry] = []
        for token in Text.split(entries, UInt8(ascii: ",")) where !token.isEmpty {
            let tilde = token.firstIndex(of: UInt8(ascii: "~")) ?? token.endIndex
            let head = token[..<tilde]
            guard let stateIndex = head.indices.first(where: { $0 > head.startIndex && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(head[$0]) }),
                  let offset = Text.int(head[..<stateIndex]) else { return nil }
            let state: Entry.State?
            switch head[stateIndex] {
            case UInt8(ascii: "d"): state = .done
            case UInt8(ascii: "s"): state = .skipped
            case UInt8(ascii: "v"):
                guard let value = Text.int(head[(stateIndex + 1)...]) else { return nil }
                state = .value(Quantity(thousandths: value))
            case UInt8(ascii: "-"): state = nil
            default: return nil
            }
            let note = tilde < token.endIndex ? String(decoding: Text.decoded(token[(tilde + 1)...]), as: UTF8.self) : nil
            read.append(Entry(day: first.adding(days: offset), state: state, note: note))
        }
        history = History(sorted: read)  // `text` writes them in order
    }

    private static func kind(_ bytes: ArraySlice<UInt8>) -> Tracker.Kind? {
        let number = bytes.dropFirst()
        switch bytes.first {
        case UInt8(ascii: "e"): return .event
        case UInt8(ascii: "w"):
            guard let bits = PageText.int(number) else { return nil }
            return .habit(.weekdays(WeekdaySet(Weekday.allCases.filter { bits & (1 << $0.index) != 0 })))
        case UInt8(ascii: "W"): return PageText.int(number).map { .habit(.weekly($0)) }
        case UInt8(ascii: "M"): return PageText.int(number).map { .habit(.monthly($0)) }
        case UInt8(ascii: "R"):
            let parts = PageText.split(number, UInt8(ascii: "/"))
            guard parts.count == 2, let times = PageText.int(parts[0]), let days = PageText.int(parts[1]), days > 0 else { return nil }
            return .habit(.rolling(times: times, days: days))
        default: return nil
        }
    }

    private static func checkpoint(_ bytes: ArraySlice<UInt8>, day: (ArraySlice<UInt8>) -> Day?) -> Checkpoint? {
        let parts = PageText.split(bytes, UInt8(ascii: "/"))
        guard parts.count == 6 || parts.count == 8, let first = day(parts[0]), let doneBefore = PageText.int(parts[1]),
              let run = PageText.int(parts[3]), let best = PageText.int(parts[5]) else { return nil }
        let available = parts.count == 8 ? PageText.int(parts[6]) ?? 0 : 0
        var span: ClosedRange<Day>?
        if !parts[4].isEmpty {
            let ends = PageText.split(parts[4], UInt8(ascii: ":"))
            guard ends.count == 2, let from = day(ends[0]), let to = day(ends[1]), from <= to else { return nil }
            span = from...to
        }
        return Checkpoint(day: first, doneBefore: doneBefore, lastDone: day(parts[2]), run: run,
                          runSpan: span, best: best, available: available,
                          recent: parts.count == 8 ? parts[7].map { $0 == UInt8(ascii: "1") } : [])
    }
}
