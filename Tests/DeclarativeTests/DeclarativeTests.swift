import Testing
@testable import Declarative
