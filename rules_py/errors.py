"""The one error type for bad input, shared by the declared inputs (:mod:`rules_py.contract`), the
parser of each input kind (:mod:`rules_py.parsers`) and the rows input (:mod:`rules_py.rows`).
"""

from typing import Any


class InputError(ValueError):
    """Bad input: names the input (or None when no single input is to blame) and says what is wrong.

    >>> str(InputError("chance", "must be a whole number"))
    'chance: must be a whole number'
    """

    def __init__(self, input_name: str | None, message: str) -> None:
        self.input = input_name
        self.message = message
        super().__init__(f"{input_name}: {message}" if input_name else message)

    def as_record(self) -> dict[str, Any]:
        """The error in the JSON form the CLI and the browser share."""
        return {"message": self.message, "input": self.input}


class InputErrors(InputError):
    """Every bad field of one request at once; reads as its first error where one is expected.

    >>> errors = InputErrors([InputError("a", "is required"), InputError("b", "is required")])
    >>> str(errors), [e.input for e in errors.errors]
    ('a: is required', ['a', 'b'])
    """

    def __init__(self, errors: list[InputError]) -> None:
        self.errors = tuple(errors)
        super().__init__(errors[0].input, errors[0].message)
