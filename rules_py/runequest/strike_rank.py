"""Strike ranks from DEX and SIZ (RuneQuest, The Game System › Strike Rank).

Lower strike ranks act sooner. A melee strike rank is DEX SR + SIZ SR + the weapon's; a missile or a
spell uses DEX SR + the weapon's or the spell's. Weapon strike ranks are not in the document.
"""

# (lowest characteristic of the bracket, strike rank), as printed; the last bracket is open.
DEX_BRACKETS: tuple[tuple[int, int], ...] = ((1, 5), (6, 4), (9, 3), (13, 2), (16, 1), (19, 0))
SIZ_BRACKETS: tuple[tuple[int, int], ...] = ((1, 3), (7, 2), (15, 1), (22, 0))


def _bracket(value: int, brackets: tuple[tuple[int, int], ...]) -> int:
    rank = brackets[0][1]
    for lowest, bracket_rank in brackets:
        if value >= lowest:
            rank = bracket_rank
    return rank


def dex_strike_rank(dex: int) -> int:
    """DEX strike rank: 1–5 5, 6–8 4, 9–12 3, 13–15 2, 16–18 1, 19+ 0.

    >>> [dex_strike_rank(d) for d in (5, 6, 12, 13, 18, 19, 30)]
    [5, 4, 3, 2, 1, 0, 0]
    """
    return _bracket(dex, DEX_BRACKETS)


def siz_strike_rank(siz: int) -> int:
    """SIZ strike rank: 1–6 3, 7–14 2, 15–21 1, 22+ 0.

    >>> [siz_strike_rank(s) for s in (6, 7, 14, 15, 21, 22)]
    [3, 2, 2, 1, 1, 0]
    """
    return _bracket(siz, SIZ_BRACKETS)


def melee_strike_rank(dex: int, siz: int, weapon: int) -> int:
    """A melee attack's strike rank.

    >>> melee_strike_rank(dex=12, siz=14, weapon=2)
    7
    """
    return dex_strike_rank(dex) + siz_strike_rank(siz) + weapon
