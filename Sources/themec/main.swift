print("themec")
