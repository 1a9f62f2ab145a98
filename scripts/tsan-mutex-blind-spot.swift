// Shows that ThreadSanitizer on Linux does not see Synchronization.Mutex: four threads
// add 1 to a counter 10,000 times each, every access inside `withLock`, and the count
// always ends at exactly 40,000; TSan still reports a race on it, because the Mutex
// locks with a futex and atomics in the (uninstrumented) standard library, which TSan
// does not intercept. scripts/sanitize.sh runs this first: while it reports a race,
// reports whose only conflicting accesses are inside a Mutex's `withLock` on state only
// that Mutex holds are false (scripts/tsan.supp).
import Foundation
import Synchronization

final class Box: @unchecked Sendable { var counter = 0 }
let box = Box()
let lock = Mutex<Int>(0)
let done = DispatchSemaphore(value: 0)
// Four threads of their own (a dispatch pool may run all the work on one thread).
for _ in 0..<4 {
    Thread {
        for _ in 0..<10_000 {
            lock.withLock { _ in box.counter += 1 }
        }
        done.signal()
    }.start()
}
for _ in 0..<4 { done.wait() }
print("counter \(box.counter) (expected 40000)")
