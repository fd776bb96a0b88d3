import HabitCore
import HabitScreens

/// A card's menu on the board: Pin, Edit, Details, Skip, Value, Note, Move up / down, Pause,
/// Archive and Delete. The board renders it only for the card whose menu is open; every other
/// card's face is a link to the board with its menu open (the page without JavaScript) that
/// names its items in `data-menu`, and the script builds the menu from the board's one
/// template (`template`), which holds every item with the tracker's parts as placeholders.
struct CardMenu {
    enum Item: String, CaseIterable {
        case pin, unpin, edit, details, skip, unskip, value, note, up, down, pause, archive, delete
    }

    /// Items every card has: the template keeps them whatever `data-menu` says.
    static let always: Set<Item> = [.edit, .details, .archive, .delete]

    let sheets: EntrySheets
    let date: Day
    let today: Day
    /// The board's address: where the forms return to, and what the links open the menu or a sheet on.
    let board: String

    var strings: any Copy { sheets.language.copy }

    /// The items of a card's menu, in order.
    static func items(_ card: TrackerCard, place: CardFragments.Place) -> [Item] {
        let tracker = card.tracker
        var items: [Item] = [tracker.pinned ? .unpin : .pin, .edit, .details]
        if tracker.kind.isHabit && card.canToggle { items.append(card.state == .skipped ? .unskip : .skip) }
        if tracker.measure != nil && card.canToggle { items.append(.value) }
        if card.canToggle { items.append(.note) }
        if !tracker.pinned {
            if !place.first { items.append(.up) }
            if !place.last { items.append(.down) }
        }
        if tracker.kind.isHabit { items.append(.pause) }
        return items + [.archive, .delete]
    }

    /// What a closed card's face tells the script: its items beyond `always`, and the values its
    /// sheets start from.
    static func faceData(_ card: TrackerCard, items: [Item], today: Day, strings: any Copy) -> [Node.Attribute] {
        var data: [Node.Attribute] = [("data-menu", items.filter { !always.contains($0) }.map(\.rawValue).joined(separator: " "))]
        if let measure = card.tracker.measure, items.contains(.value) {
            data += [("data-value", card.entry?.value.map(strings.number) ?? ""), ("data-unit", measure.unit)]
        }
        if let note = card.entry?.note, items.contains(.note) { data.append(("data-note", note)) }
        if items.contains(.pause) {
            // The pause sheet's first day, and why it is tomorrow when the habit is done today;
            // neither when it starts today (the script's default, the body's data-today): 30
            // cards' worth of bytes in the first load (SPEC §8).
            let (from, note) = SheetSubject.pauseStart(card.tracker, today: today, doneToday: card.doneToday, strings: strings)
            data.append(("data-min", card.tracker.createdOn.iso))
            if let from, from != today.iso { data.append(("data-from", from)) }
            if !note.isEmpty { data.append(("data-pausenote", note)) }
        }
        return data
    }

    /// The board with a card's menu open (`tracker`), and with one of its sheets open (`sheet`).
    func link(tracker id: String, sheet: SheetError.Sheet? = nil) -> String {
        board + (sheet.map { "&sheet=\($0.rawValue)" } ?? "") + "&tracker=\(id)"
    }

    /// The open menu of one card, with its sheets.
    func menu(_ card: TrackerCard, items: [Item]) -> Node {
        let subject = SheetSubject(card.tracker)
        return element("div", [("class", "menu")]) {
            for item in items { self.item(item, subject, card) }
        }
    }

    /// `<template id="card-menu">`: every item, marked `data-item`, for a tracker of placeholders;
    /// its sheets are links the script opens from their own templates.
    func template() -> Node {
        element("template", [("id", "card-menu")]) {
            element("div", [("class", "menu")]) {
                for item in Item.allCases {
                    switch self.item(item, .template, nil) {
                    case .element(let name, let attributes, let children) where !Self.always.contains(item):
                        Node.element(name, attributes + [("data-item", item.rawValue)], children)
                    case let node: node
                    }
                }
            }
        }
    }

    /// One item for a tracker (`card`), or for the template's placeholders (`card` nil).
    private func item(_ item: Item, _ subject: SheetSubject, _ card: TrackerCard?) -> Node {
        let back = "?back=" + Web.percentEncode(board)
        switch item {
        case .pin: return sheets.button(.pin, subject, strings.pin, fields: [("pinned", "1")])
        case .unpin: return sheets.button(.pin, subject, strings.unpin, fields: [("pinned", "0")])
        case .edit: return element("a", [("href", subject.path(.edit) + back)]) { strings.edit }
        case .details: return element("a", [("href", subject.path(.detail) + back)]) { strings.details }
        case .skip: return sheets.skipForm(subject, date: date, today: today, skipped: false)
        case .unskip: return sheets.skipForm(subject, date: date, today: today, skipped: true)
        case .value:
            guard let card else {
                return sheets.sheetLink(.value, href: link(tracker: subject.id, sheet: .value), label: strings.value,
                                        data: [("value", "{value}"), ("unit", "{unit}")])
            }
            return sheets.valueSheet(card.tracker, date: date, entry: card.entry) { strings.value }
        case .note:
            guard let card else {
                return sheets.sheetLink(.note, href: link(tracker: subject.id, sheet: .note), label: strings.note, data: [("note", "{note}")])
            }
            return sheets.noteSheet(card.tracker, date: date, entry: card.entry)
        case .up: return sheets.button(.move, subject, strings.moveUp, fields: [("by", "-1")])
        case .down: return sheets.button(.move, subject, strings.moveDown, fields: [("by", "1")])
        case .pause:
            guard let card else {
                return sheets.sheetLink(.pause, href: link(tracker: subject.id, sheet: .pause), label: strings.pause,
                                        data: [("min", "{min}"), ("from", "{from}"), ("pausenote", "{pausenote}")])
            }
            return sheets.pauseSheet(card.tracker, today: today, doneToday: card.doneToday)
        case .archive: return sheets.button(.archive, subject, strings.archive, fields: [("archived", "1")])
        case .delete: return element("a", [("class", "danger"), ("href", subject.path(.delete) + back)]) { strings.delete }
        }
    }
}
