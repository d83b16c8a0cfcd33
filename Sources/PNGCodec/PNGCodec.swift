// PNGCodec: libpng through CPNGShim.
