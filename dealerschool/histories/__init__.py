"""Hand histories in and out: PHH files read and written, and a PHH hand played on our Table."""
