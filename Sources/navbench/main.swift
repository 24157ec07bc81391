import Strategies

print("navbench")
