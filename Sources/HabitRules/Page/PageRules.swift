/// What the page's WebAssembly answers (SPEC §23): text in, JSON out, so that its interface is
/// a byte buffer and no generated glue. The same functions run natively in the tests.
///
/// `board` judges the cards of a page after the writes it holds for them:
///
///     P today date weekStart pluralRule style [from through]       the page (days since 1970;
///                                                                 style: `NumberStyle.field`)
///     B done total                                                 the progress of trackers not on the page
///     C <CardRecord.text(today:)>                                  a card (after the page's line)
///     W <PageWrite line>                                           a write to the card above, in order
///
/// and answers `{"progress": {"done", "total"}, "cards": [{…}, …]}`, one object per card in order:
/// `shown` (on the board that day), `paused` (in its Paused section), `pausedToday` and `until`
/// (the pause holding the day, for that section), `state`, `done`, `days` and `daysPlural` (its
/// plural category), `current`, `currentPlural`, `best`, `bestPlural` and `unit` (habits),
/// `amount` (`value` and `target` of a measurable card's line, written in the page's number
/// style, and whether it is the period's line: `period`), `limit` (an at-most habit's
/// `reached` or `over`, else null), `value` (the day's value as a field holds it: ungrouped,
/// with the decimal separator) and `note`, `next` (the value the card's button writes, nil when
/// it would be refused), `doneToday` and `pauseFrom` (the day a new pause starts on by default:
/// tomorrow when done today), and with `from`/`through` `days`: each day's `state`, whether a skip would be
/// taken (`skip`) and its `value` in the number style (`range`, with each day's `date`).
public enum PageRules {
    public static func board(_ input: String) -> String {
        String(decoding: board(Array(input.utf8)[...]), as: UTF8.self)
    }

    static func board(_ input: ArraySlice<UInt8>) -> [UInt8] {
        typealias Text = PageText
        var page: (today: Day, date: Day, weekStart: Weekday, plural: PluralRule, style: NumberStyle, range: ClosedRange<Day>?)?
        var base = Progress(done: 0, total: 0)
        var cards: [(record: CardRecord?, writes: [PageWrite])] = []
        for line in Text.split(input, UInt8(ascii: "\n")) where line.count >= 2 {
            let rest = line.dropFirst(2)
            switch line.first {
            case UInt8(ascii: "P"):
                let parts = Text.split(rest, UInt8(ascii: " "))
                guard parts.count >= 5, let today = Text.int(parts[0]), let date = Text.int(parts[1]),
                      let weekStart = Weekday(rawValue: Text.string(parts[2])), let plural = PluralRule(rawValue: Text.string(parts[3])),
                      let style = NumberStyle(field: parts[4])
                else { continue }
                var range: ClosedRange<Day>?
                if parts.count >= 7, let from = Text.int(parts[5]), let through = Text.int(parts[6]), from <= through {
                    range = Day(ordinal: from)...Day(ordinal: through)
                }
                page = (Day(ordinal: today), Day(ordinal: date), weekStart, plural, style, range)
            case UInt8(ascii: "B"):
                let parts = Text.split(rest, UInt8(ascii: " "))
                if parts.count == 2, let done = Text.int(parts[0]), let total = Text.int(parts[1]) { base = Progress(done: done, total: total) }
            case UInt8(ascii: "C"): cards.append((page.flatMap { CardRecord(bytes: rest, today: $0.today) }, []))
            case UInt8(ascii: "W"): if let write = PageWrite(bytes: rest), !cards.isEmpty { cards[cards.count - 1].writes.append(write) }
            default: continue
            }
        }
        guard let page else { return Array("{}".utf8) }
        var judgements: [Judgement] = []
        var answers: [[UInt8]] = []
        for card in cards {
            guard var record = card.record else {
                answers.append(Array("null".utf8))
                continue
            }
            for write in card.writes { write.apply(to: &record, today: page.today) }
            let judgement = record.judgement(today: page.today, weekStart: page.weekStart)
            judgements.append(judgement)
            answers.append(answer(record, judgement, page.today, page.date, page.plural, page.style, page.range))
        }
        let progress = Rules.progress(judgements, on: page.date)
        var line = JSONObject()
        line.add("done", base.done + progress.done)
        line.add("total", base.total + progress.total)
        var result = JSONObject()
        result.add("progress", raw: line.closed)
        result.add("cards", raw: JSONObject.array(answers))
        return result.closed
    }

    /// One card's object (see `board`).
    static func answer(_ record: CardRecord, _ judgement: Judgement, _ today: Day, _ date: Day, _ plural: PluralRule,
                       _ style: NumberStyle, _ range: ClosedRange<Day>?) -> [UInt8] {
        let tracker = record.tracker
        let entry = record.history.entry(on: date)
        let state = judgement.state(on: date)
        var card = JSONObject()
        card.add("shown", judgement.isShown(on: date))
        card.add("paused", state == .paused && !tracker.isArchived(on: date))
        card.add("pausedToday", tracker.isPaused(on: today))
        card.add("until", tracker.pauses.first { $0.contains(date) }?.until?.iso)
        card.add("state", state.rawValue)
        card.add("done", state == .done)
        card.add("days", judgement.doneCount)
        card.add("daysPlural", plural.category(judgement.doneCount).rawValue)
        if let streaks = judgement.streaks {
            card.add("current", streaks.current)
            card.add("currentPlural", plural.category(streaks.current).rawValue)
            card.add("best", streaks.best)
            card.add("bestPlural", plural.category(streaks.best).rawValue)
            card.add("unit", judgement.streakUnit.rawValue)
        }
        if let measure = tracker.measure {
            var amount = JSONObject()
            let period = judgement.period(containing: date)
            if let period, judgement.streakUnit != .days {
                amount.add("period", true)
                amount.add("value", style.text(thousandths: period.total))
                amount.add("target", style.text(period.target ?? measure.target))
            } else {
                amount.add("period", false)
                amount.add("value", style.text(entry?.value ?? .zero))
                amount.add("target", style.text(measure.target))
            }
            card.add("amount", raw: amount.closed)
            card.add("limit", measure.limit(value: entry?.value, period: period, unit: judgement.streakUnit)?.rawValue)
            card.add("next", record.history.afterStep(of: tracker, on: date, today: today)?.description)
        }
        card.add("value", entry?.value?.formatted(decimalSeparator: style.decimalSeparator) ?? "")
        card.add("note", entry?.note ?? "")
        let doneToday = judgement.state(on: today) == .done
        card.add("doneToday", doneToday)
        card.add("pauseFrom", Pause.defaultStart(today: today, doneToday: doneToday).iso)
        if let range {
            var days: [[UInt8]] = []
            var day = range.lowerBound
            while day <= range.upperBound {
                var cell = JSONObject()
                cell.add("date", day.iso)
                cell.add("state", judgement.state(on: day).rawValue)
                var copy = record.history
                cell.add("skip", (try? copy.write(state: .some(.skipped), note: nil, of: tracker, on: day, today: today)) != nil)
                cell.add("value", record.history.entry(on: day)?.value.map(style.text) ?? "")
                days.append(cell.closed)
                day = day.adding(days: 1)
            }
            card.add("range", raw: JSONObject.array(days))
        }
        return card.closed
    }

    /// Today as `YYYY-MM-DD` at an instant (whole seconds since 1970) for a day that starts
    /// `dayStart` hours after midnight, with the zone's offset in seconds at any second
    /// (`Day(second:dayStart:offset:)`, the rule the server's `Clock` applies).
    public static func today(second: Int64, dayStart: Int, offset: (Int64) -> Int) -> String {
        Day(second: second, dayStart: dayStart, offset: offset).iso
    }
}
