extension Italian: SyncCopy {
    public var writeSuperseded: String { "È stata mantenuta una modifica più recente fatta su un altro dispositivo." }
}
