import ArgumentParser
import MemoInterchange

/// `--format json|todotxt|taskwarrior|ical`: the interchange formats by their raw names.
extension InterchangeFormat: ExpressibleByArgument {}
