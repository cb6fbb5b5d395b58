#pragma once
// Process-wide run control: Ctrl-C requests a stop; progress goes to stderr on a terminal.
namespace gameaudit {

void installInterruptHandler();  // SIGINT sets the flag; a second SIGINT kills at once
bool interruptRequested();
bool progressShown();
void showProgress(bool on);

}  // namespace gameaudit
