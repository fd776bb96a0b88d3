extension Turkish: ServiceCopy {
    public func backedUp(to path: String) -> String { "Yedek \(path) konumuna yazıldı; bütünlük denetimi geçti." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "\(file) dosyasından geri yüklendi. Önceki veritabanı \(kept) olarak saklandı." } ?? "\(file) dosyasından geri yüklendi."
    }
}
