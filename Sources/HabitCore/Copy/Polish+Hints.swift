extension Polish: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "Plik \(name) jest pusty: nie ma czego zaimportować." }
    public var invitedTitle: String { "Masz zaproszenie" }
    public var invitedIntro: String {
        "Wybierz nazwę użytkownika i hasło do swojego konta. Twoje trackery są tylko twoje: nikt inny na tym serwerze ich nie widzi."
    }
    public func testLink(_ url: String) -> String { "Link otwiera \(url) (inny adres: --url lub HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Test na \(time) — dziś już wykonano, więc prawdziwe przypomnienie by nie przyszło" }
    public var limitReached: String { "Limit osiągnięty" }
    public var overLimit: String { "Limit przekroczony" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "Dzisiejsze wykonanie „\(name)” się liczy: wstrzymanie zacznie się jutro."
    }
    public var pauseAllStartsTomorrow: String {
        "Niektóre nawyki są dziś już wykonane: wstrzymanie zacznie się jutro, a dzisiejszy dzień się dla nich liczy. Wybierz dzisiejszą datę, aby wstrzymać też dziś."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, one: "nawyk", few: "nawyki", many: "nawyków"))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Wznów wszystkie" }
    public var cancelPlannedPauses: String { "Odwołaj zaplanowane wstrzymania" }
    public var flexibleRateNote: String {
        "* Nawyk wykonywany kilka razy w tygodniu, w miesiącu lub w ciągu kilku dni jest zaplanowany tylko na dni, których jego cel jeszcze potrzebuje, więc dni wykonane wcześniej nie liczą się tutaj; jak idzie, pokazuje jego siła."
    }
    public var shortMonthLabels: [String] {
        ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"]
    }
}
