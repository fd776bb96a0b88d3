extension Spanish: SyncCopy {
    public var writeSuperseded: String { "Se conservó un cambio más reciente hecho en otro dispositivo." }
}
