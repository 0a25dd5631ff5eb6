/// How a user name is matched: by its Unicode NFC form, the one names are stored in.
///
/// A store written before names were normalised may hold a name in another spelling
/// (`e` + U+0301 for `é`); such a user stays reachable by either spelling, because a name
/// with no exact match is compared in NFC with the stored names that are not ASCII (an ASCII
/// name is its own NFC, so it would have matched exactly). When a store holds both spellings
/// of one name, the NFC one is used and the other stays as it was: the users are not merged.
public enum UserNameSpelling {
    /// `name` in Unicode NFC (the standard library's, as FoundationEssentials has none).
    public static func nfc(_ name: String) -> String {
        String(decoding: name._nfcCodeUnits, as: UTF8.self)
    }

    /// The id of the first of `stored` (id and name, in id order) whose name in NFC is `name`.
    public static func firstMatch(of name: String, among stored: [(id: Int64, name: String)]) -> Int64? {
        let wanted = nfc(name)
        return stored.first { nfc($0.name) == wanted }?.id
    }
}
