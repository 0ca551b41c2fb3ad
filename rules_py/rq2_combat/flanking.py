"""Flanked and surrounded (RuneQuest II House Rules, The Combat Round › Flanking and surrounding).

A character is flanked when at least two foes engage it, no friend stands next to it or engages
those foes, the foes say they are flanking, and there is room in front and to the side. It is
surrounded when at least three foes, fairly evenly spaced with room for all, engage it and nobody
else stands by it or engages them. Neither gives a bonus: the defender simply runs out of actions to
defend with. Someone behind it still gets the rulebook's usual modifier for attacking from behind.
No special move or manoeuvre makes either; ordinary moves do.
"""

FLANK_MIN_FOES = 2
SURROUND_MIN_FOES = 3
FLANKING_BONUS = 0
SURROUNDED_BONUS = 0


def is_flanked(
    foes_engaging: int,
    friend_adjacent: bool,
    friend_engaging_the_foes: bool,
    foes_declare_flank: bool,
    room_in_front_and_side: bool,
) -> bool:
    """Whether a character is flanked.

    >>> is_flanked(2, False, False, True, True), is_flanked(2, True, False, True, True)
    (True, False)
    >>> is_flanked(3, False, False, False, True)
    False
    """
    return (
        foes_engaging >= FLANK_MIN_FOES
        and not friend_adjacent
        and not friend_engaging_the_foes
        and foes_declare_flank
        and room_in_front_and_side
    )


def is_surrounded(
    foes_engaging: int,
    friend_adjacent: bool,
    others_engaging_the_foes: bool,
    room_for_all: bool,
    evenly_spaced: bool,
) -> bool:
    """Whether a character is surrounded.

    >>> is_surrounded(3, False, False, True, True), is_surrounded(2, False, False, True, True)
    (True, False)
    """
    return (
        foes_engaging >= SURROUND_MIN_FOES
        and not friend_adjacent
        and not others_engaging_the_foes
        and room_for_all
        and evenly_spaced
    )
