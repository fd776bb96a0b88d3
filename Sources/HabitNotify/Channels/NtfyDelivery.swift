import Foundation
import HabitCore
import HabitReminders

/// Reminders POSTed to an ntfy topic: the body is the message; headers carry the title and the click URL.
public struct NtfyDelivery: ChannelDelivery {
    public let sender: ChannelSender
    public var kind: NotificationChannel.Kind { .ntfy }

    public init(sender: ChannelSender) { self.sender = sender }

    public func request(for message: ReminderMessage, on channel: NotificationChannel, language: Language) throws -> OutboundRequest {
        guard case .ntfy(let url) = channel.target else { throw WrongChannel(expected: kind) }
        return OutboundRequest(url: url, headers: [
            "Title": Self.headerValue(message.name),
            "Click": message.url,
            "Tags": "alarm_clock",
            "Content-Type": "text/plain; charset=utf-8",
        ], body: Array(message.body(language.copy).utf8))
    }

    /// A header value as ntfy reads it: ASCII as it is, anything else as an RFC 2047 encoded word.
    static func headerValue(_ text: String) -> String {
        let clean = text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        guard clean.unicodeScalars.contains(where: { !$0.isASCII }) else { return clean }
        return "=?UTF-8?B?" + Data(clean.utf8).base64EncodedString() + "?="
    }
}
