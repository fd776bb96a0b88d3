extension Turkish: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Planlanan duraklatma: \(mediumDate(from)) – \(mediumDate($0))" } ?? "Planlanan duraklatma: \(mediumDate(from)) tarihinden devam ettirilene kadar"
    }
    public var changePause: String { "Değiştir" }
    public var cancelPause: String { "Duraklatmayı iptal et" }
    public func cancelledPause(_ name: String, range: String) -> String { "\(name) için planlanan duraklatma (\(range)) iptal edildi." }
}
