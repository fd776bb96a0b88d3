extension Portuguese: SyncCopy {
    public var writeSuperseded: String { "Uma alteração mais recente feita em outro dispositivo foi mantida." }
}
