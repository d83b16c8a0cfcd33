#include "cpngshim.h"
