print("repchart")
