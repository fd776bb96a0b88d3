/// A write a page made, as its form posted it: the route (the last part of
/// `/trackers/{id}/…`) and the fields. Applied to a card's record, it does what the server's
/// route does when the write arrives, by the same rules (`History.write`, `Tracker.pausing`,
/// …); a write the rules refuse changes nothing, as on the server, which then says why.
public struct PageWrite: Sendable {
    public var route: String
    var fields: [(name: [UInt8], value: String)]

    /// `ROUTE name=value&…` (the form's fields URL-encoded, as a browser posts them).
    public init?(line: String) { self.init(bytes: Array(line.utf8)[...]) }

    init?(bytes: ArraySlice<UInt8>) {
        let space = bytes.firstIndex(of: UInt8(ascii: " ")) ?? bytes.endIndex
        guard space > bytes.startIndex else { return nil }
        route = PageText.string(bytes[..<space])
        fields = space < bytes.endIndex ? PageText.formFields(bytes[(space + 1)...]) : []
    }

    subscript(_ name: StaticString) -> String? {
        fields.first { field in name.withUTF8Buffer { field.name.elementsEqual($0) } }?.value
    }

    /// Applies the write to `record` as the server would on `today`.
    public func apply(to record: inout CardRecord, today: Day) {
        let tracker = record.tracker
        let route = Array(self.route.utf8)[...]
        if PageText.equal(route, "completions") {
            guard let day = self["date"].flatMap({ Day($0) }) else { return }
            _ = try? record.history.write(state: .some(self["done"] == "0" ? nil : .done), note: nil, of: tracker, on: day, today: today)
        } else if PageText.equal(route, "entry") {
            guard let day = self["date"].flatMap({ Day($0) }) else { return }
            let state: Entry.State??  // nil keeps the day's state (a note alone)
            do { state = try Entry.posted(state: self["state"], value: self["value"]) } catch { return }
            _ = try? record.history.write(state: state, note: self["note"], of: tracker, on: day, today: today)
        } else if PageText.equal(route, "pause") {
            guard case .success(let pause) = Pause.posted(from: self["from"], until: self["until"], today: today),
                  let pauses = try? tracker.pausing(from: pause.from, until: pause.until, today: today,
                                                    replacing: self["replacing"].flatMap { Day($0) }) else { return }
            record.tracker.pauses = pauses
        } else if PageText.equal(route, "resume") {
            if let resumed = tracker.resuming(today: today, planned: self["from"].flatMap { Day($0) }) {
                record.tracker.pauses = resumed.pauses
            }
        } else if PageText.equal(route, "archive") {
            record.tracker.archivedOn = self["archived"] == "0" ? nil : tracker.archivedOn ?? tracker.archiveDay(today: today)
        }
        // pin and move: no rule of a tracker's days.
    }
}
