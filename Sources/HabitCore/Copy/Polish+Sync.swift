extension Polish: SyncCopy {
    public var writeSuperseded: String { "Zachowano nowszą zmianę wprowadzoną na innym urządzeniu." }
}
