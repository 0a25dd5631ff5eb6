import ArgumentParser

/// A memo id as typed: a positive whole number, `#` allowed in front (`12`, `#12`).
struct MemoID: ExpressibleByArgument {
    let value: Int64

    init?(argument: String) {
        let digits = argument.hasPrefix("#") ? argument.dropFirst() : Substring(argument)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int64(digits), value > 0 else {
            return nil
        }
        self.value = value
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
