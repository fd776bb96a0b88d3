extension Ukrainian: SyncCopy {
    public var writeSuperseded: String { "Збережено пізнішу зміну з іншого пристрою." }
}
