"""What the ReQuest calculators share (ReQuest, Core Mechanic: Skill Rolls): how a Quality
Rating is written in an answer.
"""


def qr_text(qr: int) -> str:
    """A QR in the JSON answer: signed, in plain ASCII (the page turns "-" into a true minus).

    >>> qr_text(2), qr_text(0), qr_text(-1)
    ('+2', '0', '-1')
    """
    return f"{qr:+d}" if qr else "0"
