"""``python -m dominorules``: see :mod:`dominorules.cli`."""

import sys

from .cli import main

sys.exit(main())
