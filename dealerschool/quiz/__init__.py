"""Questions and their right answers: grading, the scripted scenario library, the question maker, and the
spaced-repetition schedule of practice."""
