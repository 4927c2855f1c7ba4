// weft_split_library IN.bc OUT.lib: cuts the linked builtin library into one small bitcode module
// per definition (function or global variable), each with declarations of what it refers to,
// and writes them with an index by name (format in builtins/library_format.hpp). Reading the
// whole library, even lazily, makes a Function for each of its ~10^4 functions on every build;
// the compiler reads only the pieces a program needs (compiler/linker.cpp).
#include "builtins/library_format.hpp"

#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

using GlobalSet = llvm::SmallPtrSet<const llvm::GlobalValue*, 16>;

void collectGlobals(const llvm::Value* value, GlobalSet& globals,
                    llvm::SmallPtrSet<const llvm::Constant*, 16>& seen) {
  if (const auto* global = llvm::dyn_cast<llvm::GlobalValue>(value)) {
    globals.insert(global);
    return;
  }
  const auto* constant = llvm::dyn_cast<llvm::Constant>(value);
  if (!constant || !seen.insert(constant).second)
    return;
  for (const llvm::Use& operand : constant->operands())
    collectGlobals(operand.get(), globals, seen);
}

/// The global values `definition` refers to.
GlobalSet referencedGlobals(const llvm::GlobalObject& definition) {
  GlobalSet globals;
  llvm::SmallPtrSet<const llvm::Constant*, 16> seen;
  if (const auto* function = llvm::dyn_cast<llvm::Function>(&definition)) {
    for (const llvm::Instruction& instruction : llvm::instructions(*function))
      for (const llvm::Use& operand : instruction.operands())
        collectGlobals(operand.get(), globals, seen);
  } else if (const auto* variable = llvm::dyn_cast<llvm::GlobalVariable>(&definition)) {
    collectGlobals(variable->getInitializer(), globals, seen);
  }
  return globals;
}

/// A declaration of `global` in `module`.
llvm::GlobalValue* declare(const llvm::GlobalValue& global, llvm::Module& module) {
  if (const auto* function = llvm::dyn_cast<llvm::Function>(&global)) {
    llvm::Function* declaration =
        llvm::Function::Create(function->getFunctionType(), llvm::GlobalValue::ExternalLinkage,
                               function->getAddressSpace(), function->getName(), &module);
    declaration->copyAttributesFrom(function);
    declaration->setLinkage(llvm::GlobalValue::ExternalLinkage);
    return declaration;
  }
  const auto& variable = llvm::cast<llvm::GlobalVariable>(global);
  auto* declaration =
      new llvm::GlobalVariable(module, variable.getValueType(), variable.isConstant(),
                               llvm::GlobalValue::ExternalLinkage, nullptr, variable.getName(),
                               nullptr, variable.getThreadLocalMode(), variable.getAddressSpace());
  declaration->copyAttributesFrom(&variable);
  declaration->setLinkage(llvm::GlobalValue::ExternalLinkage);
  return declaration;
}

/// A module of `definition` alone, the globals it refers to declared.
std::string piece(const llvm::GlobalObject& definition, const llvm::Module& library) {
  llvm::Module module(definition.getName(), library.getContext());
  module.setDataLayout(library.getDataLayout());
  module.setTargetTriple(library.getTargetTriple());
  llvm::ValueToValueMapTy map;
  for (const llvm::GlobalValue* global : referencedGlobals(definition))
    if (global != &definition)
      map[global] = declare(*global, module);
  if (const auto* function = llvm::dyn_cast<llvm::Function>(&definition)) {
    auto* copy = llvm::cast<llvm::Function>(declare(*function, module));
    map[function] = copy;
    auto argument = copy->arg_begin();
    for (const llvm::Argument& original : function->args())
      map[&original] = &*argument++;
    llvm::SmallVector<llvm::ReturnInst*, 4> returns;
    llvm::CloneFunctionInto(copy, function, map, llvm::CloneFunctionChangeType::DifferentModule,
                            returns);
    // Known as the library's, so that a program's fast-math options leave it exact.
    copy->addFnAttr(weft::kLibraryAttribute);
  } else {
    const auto& variable = llvm::cast<llvm::GlobalVariable>(definition);
    auto* copy = llvm::cast<llvm::GlobalVariable>(declare(variable, module));
    map[&variable] = copy;
    copy->setInitializer(llvm::MapValue(variable.getInitializer(), map));
  }
  std::string bytes;
  llvm::raw_string_ostream out(bytes);
  llvm::WriteBitcodeToFile(module, out);
  out.flush();
  return bytes;
}

} // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: weft_split_library IN.bc OUT.lib\n");
    return 2;
  }
  auto buffer = llvm::MemoryBuffer::getFile(argv[1]);
  if (!buffer) {
    std::fprintf(stderr, "weft_split_library: cannot read %s\n", argv[1]);
    return 1;
  }
  llvm::LLVMContext context;
  auto library = llvm::parseBitcodeFile((*buffer)->getMemBufferRef(), context);
  if (!library) {
    std::fprintf(stderr, "weft_split_library: %s\n", llvm::toString(library.takeError()).c_str());
    return 1;
  }
  llvm::Module& module = **library;
  // The library's own helpers (static functions) become visible to the other pieces, under names
  // no program uses.
  for (llvm::GlobalValue& global : module.global_values())
    if (global.hasLocalLinkage()) {
      global.setName("__weft.library." + global.getName());
      global.setLinkage(llvm::GlobalValue::ExternalLinkage);
    }
  std::vector<weft::LibraryPiece> pieces;
  for (const llvm::GlobalObject& definition : module.global_objects())
    if (!definition.isDeclaration())
      pieces.push_back({definition.getName().str(), piece(definition, module)});
  std::ofstream out(argv[2], std::ios::binary);
  out << weft::packLibrary(pieces);
  return out ? 0 : 1;
}
