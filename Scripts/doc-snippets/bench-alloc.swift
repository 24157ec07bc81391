// Prelude of the block that installs the allocation counter of navbench's own C target.
import Bench
import CAllocCounter
