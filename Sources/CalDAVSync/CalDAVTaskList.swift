/// A task list (a calendar that holds VTODOs) found on a CalDAV server: what its owner calls
/// it, and where it is.
public struct CalDAVTaskList: Sendable, Hashable, Comparable {
    /// Its display name as the server gives it (else the last part of its path): text from
    /// elsewhere, to show safely.
    public let name: String
    /// Its address, with the user info of the address it was found from.
    public let address: CalDAVAddress

    /// Creates a task list.
    public init(name: String, address: CalDAVAddress) {
        self.name = name
        self.address = address
    }

    /// By name, then by URL.
    public static func < (a: CalDAVTaskList, b: CalDAVTaskList) -> Bool {
        a.name != b.name ? a.name < b.name : a.address.remembered < b.address.remembered
    }
}
