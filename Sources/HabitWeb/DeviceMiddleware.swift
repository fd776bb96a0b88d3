import Foundation
import HabitCore
import HTTPServer

/// Remembers the device that used the app last: its zone (the `tz` cookie the page's script
/// sets) and the language it is answered in, which reminders use while the person has set no
/// zone (SPEC §15). It writes only when they change, so an ordinary request stays a read. It
/// runs after the passphrase gate (a stranger's cookie changes nothing) and skips static files,
/// which the gate lets through.
struct DeviceMiddleware: Middleware {
    let app: AppContext

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        if !request.path.hasPrefix("/static/"), let zone = request.cookies["tz"], TimeZone(identifier: zone) != nil {
            let language = request.context.language
            let settings = app.store.library.settings
            if settings.deviceZone != zone || settings.deviceLanguage != language {
                // A hint, not the person's data: if the store cannot write now, the next request tries again,
                // and this one is answered as usual.
                _ = try? app.store.update { (library: inout Library) -> Bool in library.recordDevice(zone: zone, language: language) }
            }
        }
        return try next(request)
    }
}
