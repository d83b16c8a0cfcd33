// Typeset module: see the front door documentation in this folder's main file.
