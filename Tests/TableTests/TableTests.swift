import Testing
@testable import Table
