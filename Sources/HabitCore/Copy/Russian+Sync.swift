extension Russian: SyncCopy {
    public var writeSuperseded: String { "Сохранено более позднее изменение с другого устройства." }
}
