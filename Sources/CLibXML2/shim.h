// Debian builds libxml2 with ICU; its <unicode/ucnv.h> clashes with the ICU that Foundation
// carries, so the ICU part of libxml2's API is switched off before anything else is read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/parserInternals.h>
